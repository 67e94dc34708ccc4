import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The repository's root folder. */
export const repoRoot = root;
export const e2ePort = Number(process.env.E2E_PORT ?? 18_480);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const demoPassword = 'e2e-Demo-pass1';
/** The server's output: where the OTP codes are, as an operator would read them. */
export const serverLogFile = path.join(root, 'test-results', e2ePort === 18_480 ? 'e2e-server.log' : `e2e-server-${e2ePort}.log`);

/**
 * Starts the real server (built console, fresh embedded database, demo seed with a known
 * password) for the browser journeys, and stops it afterwards. Its sign-in limits are relaxed
 * (TEST_RELAXED_AUTH_LIMITS, honoured only on loopback with the data in the temp folder), so
 * any number of journeys can sign in from this one address.
 */
export async function startE2eServer(): Promise<ChildProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veritag-e2e-'));
  // A fresh clone (or a run that cleaned test-results) has no folder for the log yet.
  mkdirSync(path.dirname(serverLogFile), { recursive: true });
  // Job ids start again with the fresh database: an earlier run's job files would share their names.
  rmSync(e2ePrintingDropDir, { recursive: true, force: true });
  const log = createWriteStream(serverLogFile);
  const server = spawn(path.join(root, 'apps/server/node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(e2ePort), HOST: '127.0.0.1', VERITAG_DATA_DIR: dataDir, DEMO_PASSWORD: demoPassword, LOG_LEVEL: 'warn', SMTP_URL: '', TEST_RELAXED_AUTH_LIMITS: 'on', PRINTING_DROP_DIR: e2ePrintingDropDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped: see ${serverLogFile}`);
    const up = await fetch(`${e2eBaseUrl}/api/health`).then((r) => r.ok, () => false);
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill();
  throw new Error('The server did not answer /api/health within 60 s');
}

const loggedCodes = () => [...readFileSync(serverLogFile, 'utf8').matchAll(/code is (\d{6})/g)].map((match) => match[1]!);

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
export const screenshotPath = (name: string) => path.join(root, 'test-results', 'screenshots', `${name}.png`);

/** The server's local drop folder of printing jobs (PRINTING_DROP_DIR): the journeys read what was sent. */
export const e2ePrintingDropDir = path.join(root, 'test-results', `printing-drop-${e2ePort}`);

/** A file the journeys upload (e2e/fixtures). */
export const fixturePath = (name: string) => path.join(root, 'apps', 'console', 'e2e', 'fixtures', name);
