#!/usr/bin/env node
/**
 * `pnpm worker`: a process that only works jobs (apps/server/src/worker.ts), run as the
 * compiled server (scripts/server-build.mjs), built first when the sources changed.
 */
import { runCompiledServer } from './server-build.mjs';

runCompiledServer('worker', { log: (line) => console.log(`[worker] ${line}`) }).catch((error) => {
  console.error(`[worker] ${error.message}`);
  process.exit(1);
});
