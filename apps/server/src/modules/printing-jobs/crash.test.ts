import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crashKills, launchChild, seededRandom } from '../../test-support/crash-children';
import { crashCsv, crashParts } from './test-support/crash-child';

/**
 * kill -9 of the process delivering a 200-file printing job to the drop folder, at seeded
 * random points, then a run to the end: every job file there exactly once under its name,
 * whole, in order, and no temporary file left for a printer to find.
 */
const seed = 20261127;
const kills = crashKills(2);
const child = path.join(import.meta.dirname, 'test-support', 'crash-child.ts');

let workDir = '';
let running: ChildProcess | undefined;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'veritag-printing-crash-'));
  await mkdir(path.join(workDir, 'files'));
});
afterAll(async () => {
  running?.kill('SIGKILL');
  await rm(workDir, { recursive: true, force: true });
});

const sentSoFar = (output: string) =>
  Math.max(0, ...[...output.matchAll(/^at (\d+)$/gm)].map((match) => Number(match[1])));

it('delivers every job file exactly once, whole, after kill -9 at random points', async () => {
  const random = seededRandom(seed);
  const args = [path.join(workDir, 'db'), path.join(workDir, 'files'), path.join(workDir, 'drop')];
  let reached = 0;
  for (let kill = 0; kill <= kills; kill++) {
    const worker = launchChild(child, kill === 0 ? [...args, '--setup'] : args);
    running = worker.proc;
    if (kill === kills) {
      await worker.until((output) => output.includes('finished'), 'finish', 120_000);
      expect(worker.output()).toContain('finished SENT COMPLETED');
      break;
    }
    // Somewhere past what the last process sent: the kill lands while files are going out.
    const target = reached + 1 + Math.floor(random() * Math.min(60, crashParts - reached - 20));
    await worker.until(
      (output, ended) => ended || output.includes('finished') || sentSoFar(output) >= target,
      `send ${target} files`,
      120_000,
    );
    worker.proc.kill('SIGKILL');
    await worker.exited;
    expect(
      worker.output(),
      'the delivery ended before the kill: the test proves nothing',
    ).not.toContain('finished');
    reached = sentSoFar(worker.output());
  }

  const [company] = await readdir(path.join(workDir, 'drop'));
  const folder = path.join(workDir, 'drop', company!);
  const names = (await readdir(folder)).sort();
  const expected = Array.from(
    { length: crashParts },
    (_, i) => `printing-job-1-part-${i + 1}-of-${crashParts}.csv`,
  ).sort();
  expect(names).toEqual(expected);
  const rows: string[] = [];
  for (let part = 1; part <= crashParts; part++) {
    const lines = (
      await readFile(path.join(folder, `printing-job-1-part-${part}-of-${crashParts}.csv`), 'utf8')
    ).split('\r\n');
    expect(lines[0]).toBe('serial,code');
    expect(lines.at(-1)).toBe('');
    rows.push(...lines.slice(1, -1));
  }
  expect(rows).toEqual(crashCsv().toString().split('\r\n').slice(1, -1));
}, 300_000);
