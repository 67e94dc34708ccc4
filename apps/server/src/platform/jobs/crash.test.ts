import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/database';
import { freshPostgresUrl, rowsOf } from './test-support/fast-jobs';
import { crashKills, launchChild, seededRandom } from '../../test-support/crash-children';

/**
 * kill -9 at random points, three times (more with VERITAG_CRASH_KILLS), then a run to the end: the job is COMPLETED once and
 * every one of its 200 steps left its row exactly once. The kill points come from a seeded
 * generator, so a failure can be replayed with the same seed.
 */
const seed = 20251123;
const kills = crashKills(3);
const steps = 200;

const child = path.join(import.meta.dirname, 'test-support', 'crash-child.ts');
const launch = (target: string, queue: boolean) =>
  launchChild(child, [target, ...(queue ? ['--queue'] : [])]);

let target = '';
let dropTarget = async () => undefined as void;
let running: ChildProcess | undefined;
beforeAll(async () => {
  const postgres = await freshPostgresUrl();
  if (postgres) {
    target = postgres.url;
    dropTarget = postgres.drop;
  } else {
    target = await mkdtemp(path.join(tmpdir(), 'veritag-crash-'));
    dropTarget = () => rm(target, { recursive: true, force: true });
  }
});
afterAll(async () => {
  running?.kill('SIGKILL');
  await dropTarget();
});

describe('a job killed with -9 again and again', () => {
  it('completes once, with every step done exactly once', { timeout: 90_000 }, async () => {
    const random = seededRandom(seed);
    for (let kill = 0; kill < kills; kill++) {
      const worker = launch(target, kill === 0);
      running = worker.proc;
      await worker.said('working', 30_000);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 250)));
      worker.proc.kill('SIGKILL');
      await worker.exited;
    }
    const last = launch(target, false);
    running = last.proc;
    await last.said('finished COMPLETED', 40_000);
    expect(await last.exited).toBe(0);

    const database = await openDatabase(
      target.startsWith('postgres') ? { url: target } : { dataDir: target },
    );
    try {
      const rows = (query: ReturnType<typeof sql>) => rowsOf(database, query);
      expect(
        await rows(
          sql`select count(*)::int as rows, count(distinct step)::int as steps, min(step) as first, max(step) as last from crash_steps`,
        ),
      ).toEqual([{ rows: steps, steps, first: 0, last: steps - 1 }]);
      const runs = await rows(
        sql`select state, done, attempt from job_runs where kind = 'crash.steps'`,
      );
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ state: 'COMPLETED', done: steps });
      // Every kill cost an attempt: the run really was cut off and resumed.
      expect((runs[0] as { attempt: number }).attempt).toBeGreaterThanOrEqual(kills + 1);
      expect(await rows(sql`select state from pgboss.job where name = 'crash.steps'`)).toEqual([
        { state: 'completed' },
      ]);
    } finally {
      await database.close();
    }
  });
});
