#!/usr/bin/env node
/**
 * `pnpm start`: builds the console only when its sources changed since the last build
 * (scripts/console-build.mjs), the scan app likewise (scripts/scan-build.mjs) and the server
 * likewise (scripts/server-build.mjs), then runs the compiled server, which serves that
 * console. Several starts at once build once and never change a build another one serves.
 * CONSOLE_DIR set by hand skips the console's build. Ctrl-C and SIGTERM reach the server,
 * which closes cleanly.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './console-build.mjs';
import { ensureScanBuild } from './scan-build.mjs';
import { runCompiledServer } from './server-build.mjs';

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
  await runCompiledServer('server', { env, log: (line) => console.log(`[start] ${line}`) });
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  process.exit(1);
});
