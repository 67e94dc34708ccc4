import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The repository's root folder. */
export const repoRoot = root;
const firstPort = Number(process.env.E2E_PORT ?? 18_480);
/**
 * Journeys run in this many workers, each against a server and database of its own
 * (E2E_WORKERS; 2 by default: a journey mostly waits on its server, so two share two cores well).
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The port of a worker's server: ten apart, as a journey may start one more server beside its own. */
export const e2ePortOf = (worker: number) => firstPort + 10 * worker;
/** This worker's server (Playwright numbers its workers in TEST_PARALLEL_INDEX; the runner is worker 0). */
export const e2ePort = e2ePortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const demoPassword = 'e2e-Demo-pass1';
/** How long a journey server may take to answer its first health check. */
export const serverStartLimitMs = 180_000;
const serverLogOf = (port: number) => path.join(root, 'test-results', `e2e-server-${port}.log`);
/** The server's output: where the OTP codes are, as an operator would read them. */
export const serverLogFile = serverLogOf(e2ePort);
const printingDropDirOf = (port: number) =>
  path.join(root, 'test-results', `printing-drop-${port}`);

/**
 * Starts the real server (built console, fresh embedded database, demo seed with a known
 * password) for the browser journeys, and stops it afterwards. Its sign-in limits are relaxed
 * (TEST_RELAXED_AUTH_LIMITS, honoured only on loopback with the data in the temp folder), so
 * any number of journeys can sign in from this one address.
 */
export async function startE2eServer(port: number): Promise<ChildProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veritag-e2e-'));
  const logFile = serverLogOf(port);
  const dropDir = printingDropDirOf(port);
  // A fresh clone (or a run that cleaned test-results) has no folder for the log yet.
  mkdirSync(path.dirname(logFile), { recursive: true });
  // Job ids start again with the fresh database: an earlier run's job files would share their names.
  rmSync(dropDir, { recursive: true, force: true });
  const log = createWriteStream(logFile);
  const server = spawn(
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
        PRINTING_DROP_DIR: dropDir,
        // The integrations journey's webhook posts to a receiver it starts on loopback (decision 0457).
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  // The demo seed runs before the server answers: seconds on an idle machine, minutes on a loaded one.
  const deadline = Date.now() + serverStartLimitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped: see ${logFile}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill();
  throw new Error(
    `The server on port ${port} did not answer /api/health within ${serverStartLimitMs / 1000} s`,
  );
}

const loggedCodes = () =>
  [...readFileSync(serverLogFile, 'utf8').matchAll(/code is (\d{6})/g)].map((match) => match[1]!);

/** How many one-time codes the server has written to its log so far. */
export const loggedCodeCount = (): number => loggedCodes().length;

/**
 * The newest one-time code in the server's log. Pass the count from before the request to
 * wait for the code that request sent (the log is written as the server goes).
 */
export async function latestLoggedCode(after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const codes = loggedCodes();
    if (codes.length > after) return codes.at(-1)!;
    if (Date.now() > deadline) throw new Error('No new code in the server log');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where journeys save the screenshots a reviewer looks at. */
export const screenshotPath = (name: string) =>
  path.join(root, 'test-results', 'screenshots', `${name}.png`);

/** The server's local drop folder of printing jobs (PRINTING_DROP_DIR): the journeys read what was sent. */
export const e2ePrintingDropDir = printingDropDirOf(e2ePort);

/** A file the journeys upload (e2e/fixtures). */
export const fixturePath = (name: string) =>
  path.join(root, 'apps', 'console', 'e2e', 'fixtures', name);
