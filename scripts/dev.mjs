#!/usr/bin/env node
/**
 * `pnpm dev`: the server in watch mode (port 8080) and the console's Vite dev server, which
 * proxies /api to it (apps/console/vite.config.ts). Ctrl-C stops both; if either exits, the
 * other is stopped too, so no orphan keeps a port busy.
 */
import { spawn } from 'node:child_process';

let exitCode; // set by the first stop(); later exits only wait for the rest
const children = [
  ['server', ['--filter', '@veritag/server', 'dev']],
  ['console', ['--filter', '@veritag/console', 'dev']],
].map(([name, args]) => {
  // Own process group: pnpm, tsx watch and node all go down together with one kill. No stdin:
  // a child outside the terminal's process group must not read from it.
  const child = spawn('pnpm', args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  child.on('exit', (code, signal) => {
    if (exitCode === undefined)
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping the rest`);
    stop(code ?? 1);
  });
  return child;
});

function stop(code) {
  if (exitCode === undefined) {
    exitCode = code;
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  if (children.every((child) => child.exitCode !== null || child.signalCode !== null))
    process.exit(exitCode);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
