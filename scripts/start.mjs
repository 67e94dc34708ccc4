#!/usr/bin/env node
/**
 * `pnpm start`: builds the console only when its sources changed since the last build
 * (scripts/console-build.mjs), and the scan app likewise (scripts/scan-build.mjs), then runs the server, which serves that build. Several starts
 * at once build once and never change a build another one serves. CONSOLE_DIR set by hand
 * skips the build. Ctrl-C and SIGTERM reach the server, which closes cleanly.
 */
import { spawn } from 'node:child_process';
import { platformNodeFlags } from './node-flags.mjs';
import path from 'node:path';
import { ensureBuild } from './console-build.mjs';
import { ensureScanBuild } from './scan-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const consoleDir = path.join(root, 'apps', 'console');

/** Runs a command; resolves when it succeeds. */
const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });

async function main() {
  const env = { ...process.env };
  if (!env.CONSOLE_DIR) {
    const started = performance.now();
    const { dir, built } = await ensureBuild({
      root,
      packageDir: consoleDir,
      cacheDir: path.join(consoleDir, 'node_modules', '.cache', 'veritag-start'),
      // Without the bundle budget of `pnpm build`: that is a gate of the test command, not of starting.
      build: (outDir) =>
        run('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
          cwd: consoleDir,
        }),
      log: (line) => console.log(`[start] ${line}`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[start] console ${built ? 'built' : 'unchanged, build reused'} in ${seconds} s: ${path.relative(root, dir)}`,
    );
    env.CONSOLE_DIR = dir;
  }
  // The scan pages' renderer, which the server imports from apps/scan/dist (scripts/scan-build.mjs).
  await ensureScanBuild({ log: (line) => console.log(`[start] ${line}`) });
  // The server's own `start` (tsx src/server.ts) as one process: through pnpm and tsx's
  // launcher a SIGTERM would stop the wrappers and leave the server running.
  const server = spawn(
    process.execPath,
    [...platformNodeFlags, '--import', 'tsx', 'src/server.ts'],
    { cwd: path.join(root, 'apps', 'server'), stdio: 'inherit', env },
  );
  // Ctrl-C reaches the server through the terminal's process group; a SIGTERM sent to this
  // process alone is passed on. Either way this process ends with the server.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  process.exit(1);
});
