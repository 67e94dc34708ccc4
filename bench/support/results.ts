import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A figure's target: at least (`>=`) or at most (`<=`) this number. */
export type Target = ['>=' | '<=', number];

/**
 * Prints a benchmark's table and writes `bench/results/NAME.json` as
 * `{ figures: { name: number }, targets: { name: [op, number] } }`. Returns whether every
 * target is met, so the benchmark can exit non-zero when one is missed.
 */
export function reportResults(
  name: string,
  figures: Record<string, number>,
  targets: Record<string, Target>,
): boolean {
  const rows = Object.entries(figures).map(([figure, value]) => {
    const target = targets[figure];
    const met = !target || (target[0] === '>=' ? value >= target[1] : value <= target[1]);
    return {
      figure,
      value: Number(value.toFixed(3)),
      target: target ? `${target[0]} ${target[1]}` : '',
      met: target ? (met ? 'yes' : 'NO') : '',
    };
  });
  console.log(`\n${name}`);
  console.table(rows);
  const dir = path.resolve(import.meta.dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${name}.json`),
    JSON.stringify({ figures, targets }, null, 2) + '\n',
  );
  return rows.every((row) => row.met !== 'NO');
}
