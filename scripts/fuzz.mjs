#!/usr/bin/env node
/**
 * `pnpm fuzz [runs-per-call] [seed]`: the bad-input fuzz of the test suite, with many more
 * requests per call (1,000 by default instead of the suite's 100) and any seed, for a longer
 * hunt than the suite's time budget allows.
 */
import { spawnSync } from 'node:child_process';

const [runs = '1000', seed = String(Date.now() % 2 ** 31)] = process.argv.slice(2);
console.log(
  `fuzz: ${runs} requests per call, seed ${seed} (repeat with: pnpm fuzz ${runs} ${seed})`,
);
const result = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'server:pglite',
    '--coverage.enabled=false',
    'apps/server/src/contract/bad-input-fuzz.test.ts',
  ],
  { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } },
);
process.exit(result.status ?? 1);
