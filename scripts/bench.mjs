#!/usr/bin/env node
/**
 * `pnpm bench [NAME]`: runs every bench/**\/*.bench.mjs with node and every *.bench.ts with
 * tsx, or only `NAME.bench.*`, one after another (benchmarks sharing 2 cores would skew each
 * other), and fails if any fails. Each writes bench/results/NAME.json (bench/support/results.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const wanted = process.argv[2];
const files = existsSync(benchDir)
  ? readdirSync(benchDir, { recursive: true })
      .map(String)
      .filter(
        (file) => /\.bench\.(mjs|ts)$/.test(file) && !file.split(path.sep).includes('results'),
      )
      .filter((file) => !wanted || path.basename(file).replace(/\.bench\.(mjs|ts)$/, '') === wanted)
      .sort()
  : [];

if (files.length === 0) {
  console.log(
    wanted ? `no benchmark named ${wanted} (bench/${wanted}.bench.ts)` : 'no benchmarks yet',
  );
  process.exit(wanted ? 1 : 0);
}

const failed = [];
for (const file of files) {
  console.log(`\n==> bench/${file}`);
  const entry = path.join('bench', file);
  const args = file.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const started = performance.now();
  const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  console.log(
    `<== bench/${file}: ${status === 0 ? 'ok' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) failed.push(file);
}
if (failed.length) console.error(`\nfailed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
