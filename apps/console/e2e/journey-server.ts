import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword, serverStartLimitMs } from './e2e-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const clockOffset = path.join(path.dirname(fileURLToPath(import.meta.url)), 'clock-offset.mjs');

/** A server of one journey's own, beside the run's: its port, data folder, log and clock. */
export interface JourneyServer {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server on `port` with the data in `dataDir` (kept between starts, so a
 * second start sees what the first wrote) and its clock `offsetDays` off the real one.
 */
export async function startJourneyServer(options: {
  port: number;
  dataDir: string;
  offsetDays: number;
  logFile: string;
}): Promise<JourneyServer> {
  const { port, dataDir, offsetDays, logFile } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile, { flags: 'a' });
  const server: ChildProcess = spawn(
    path.join(root, 'apps/server/node_modules/.bin/tsx'),
    ['apps/server/src/server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        VERITAG_DATA_DIR: dataDir,
        DEMO_PASSWORD: demoPassword,
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        TEST_RELAXED_AUTH_LIMITS: 'on',
        TRUST_PROXY: 'true',
        CLOCK_OFFSET_DAYS: String(offsetDays),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${clockOffset}`.trim(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  // The demo seed runs before the server answers: seconds on an idle machine, minutes on a loaded one.
  const deadline = Date.now() + serverStartLimitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The journey's server stopped: see ${logFile}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseUrl, logFile, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(
    `The journey server did not answer /api/health within ${serverStartLimitMs / 1000} s`,
  );
}

const codesIn = (logFile: string) =>
  [...readFileSync(logFile, 'utf8').matchAll(/code is (\d{6})/g)].map((match) => match[1]!);

/** Signs a demo login in through the public calls, with the one-time code from the server's log when asked for one. */
export async function signInAt(
  server: Pick<JourneyServer, 'baseUrl' | 'logFile'>,
  username: string,
): Promise<string> {
  const post = async (call: string, body: object) => {
    const reply = await fetch(`${server.baseUrl}/api${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`POST ${call} answered ${reply.status}: ${await reply.text()}`);
    return (await reply.json()) as Record<string, unknown>;
  };
  const check = await post('/account/checklogin', { username, password: demoPassword });
  if (typeof check.idToken === 'string') return check.idToken;
  const before = codesIn(server.logFile).length;
  await post('/account/sendOtp', {
    username,
    password: demoPassword,
    type: 'login',
    sendOn: 'EMAIL',
  });
  const deadline = Date.now() + 10_000;
  while (codesIn(server.logFile).length <= before) {
    if (Date.now() > deadline) throw new Error('No login code in the journey server log');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await post('/login', {
    username,
    password: demoPassword,
    otp: codesIn(server.logFile).at(-1),
    sendOn: 'EMAIL',
  });
  return String(login.id_token);
}
