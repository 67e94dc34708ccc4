import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { defineJob } from './define-job';
import { startJobRuntime, type JobRuntime } from './job-runtime';
import { capturingLog } from './test-support/capturing-log';
import { fastTiming, openJobsTestDatabase, rowsOf, sleep, until } from './test-support/fast-jobs';

let database: Database;
let closeDatabase: () => Promise<void>;
const { log } = capturingLog();
const runtimes: JobRuntime[] = [];
const start = async (
  kinds: Parameters<typeof startJobRuntime>[0]['kinds'],
  timing = fastTiming,
) => {
  const runtime = await startJobRuntime({ database, role: 'all', kinds, log, timing });
  runtimes.push(runtime);
  return runtime;
};

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openJobsTestDatabase());
  await database.db.execute(sql`create table lifecycle_marks (what text not null)`);
});
afterAll(async () => {
  for (const runtime of runtimes) await runtime.stop();
  await closeDatabase();
});

const marks = async () =>
  (
    await rowsOf<{ what: string }>(database, sql`select what from lifecycle_marks order by what`)
  ).map((row) => row.what);

const marker = defineJob({
  name: 'test.mark',
  input: v.object({ what: v.string() }),
  writes: 'one row in lifecycle_marks',
  resumes: 'from the start; its one step is a transaction',
  failedReason: 'The mark could not be made',
  retries: { limit: 0, delaySeconds: 0, backoff: false },
  async run(ctx, { what }) {
    await ctx.step({ checkpoint: 'marked' }, (tx) =>
      tx.execute(sql`insert into lifecycle_marks values (${what})`),
    );
  },
});

describe('sharing the database with the app', () => {
  it('neither deadlocks with an app transaction nor runs inside it', async () => {
    const jobs = await start([marker]);
    let queued: Promise<string> | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into lifecycle_marks values ('app')`);
        // On PGlite the queueing and the workers' polls wait for this transaction; on
        // PostgreSQL they go ahead on other connections. Either way, none of it is part of it.
        queued = jobs.queue(marker, { what: 'job' });
        await sleep(300);
        throw new Error('the app changed its mind');
      }),
    ).rejects.toThrow('the app changed its mind');
    const runId = await queued!;
    await jobs.whenIdle();
    expect((await jobs.runStatus(runId))?.state).toBe('COMPLETED');
    expect(await marks()).toEqual(['job']);
  });
});

const steps = { total: 40, stepMs: 15 };
const stepper = defineJob({
  name: 'test.steps',
  input: v.object({}),
  checkpoint: v.object({ next: v.number() }),
  writes: 'one row per step in lifecycle_marks',
  resumes: 'from the step after the last committed one',
  failedReason: 'The steps could not be finished',
  retries: { limit: 3, delaySeconds: 0, backoff: false },
  async run(ctx) {
    for (let n = ctx.checkpoint?.next ?? 0; n < steps.total; n++) {
      await sleep(steps.stepMs);
      await ctx.step({ checkpoint: { next: n + 1 }, done: n + 1, total: steps.total }, (tx) =>
        tx.execute(
          sql`insert into lifecycle_marks values (${`step ${String(n).padStart(2, '0')}`})`,
        ),
      );
    }
  },
});

describe('stopping', () => {
  it('aborts a long run after the grace period; the next start resumes it from its checkpoint', async () => {
    await database.db.execute(sql`delete from lifecycle_marks`);
    const first = await start([stepper], { ...fastTiming, stopGraceMs: 100 });
    const runId = await first.queue(stepper, {});
    await until(async () => ((await first.runStatus(runId))?.done ?? 0) >= 5);
    await first.stop();
    const stopped = await first.runStatus(runId);
    expect(stopped?.state).toBe('RUNNING');
    expect(stopped?.done).toBeLessThan(steps.total);

    const second = await start([stepper]);
    await second.whenIdle();
    expect(await second.runStatus(runId)).toMatchObject({ state: 'COMPLETED', done: steps.total });
    const expected = Array.from(
      { length: steps.total },
      (_, n) => `step ${String(n).padStart(2, '0')}`,
    );
    expect(await marks()).toEqual(expected);
  });
});

describe('the time limit', () => {
  it(
    'fails a run that takes too long, even one that ignores its abort signal',
    { timeout: 20_000 },
    async () => {
      const stuck = defineJob({
        name: 'test.stuck',
        input: v.object({}),
        writes: 'nothing',
        resumes: 'from the start',
        failedReason: 'The stuck job could not be finished',
        retries: { limit: 0, delaySeconds: 0, backoff: false },
        timeoutMinutes: 0.005,
        async run() {
          await new Promise(() => undefined);
        },
      });
      const jobs = await start([stuck]);
      const runId = await jobs.queue(stuck, {});
      await until(async () => (await jobs.runStatus(runId))?.state === 'FAILED', 15_000);
      expect((await jobs.runStatus(runId))?.reason).toBe(
        'The stuck job could not be finished: it took longer than 0.005 minutes.',
      );
    },
  );
});

describe('starting', () => {
  it('two processes starting at once on a new database both start and share one queue', async () => {
    const fresh = await openJobsTestDatabase();
    try {
      const both = await Promise.all(
        [1, 2].map(() =>
          startJobRuntime({
            database: fresh.database,
            role: 'all',
            kinds: [marker],
            log,
            timing: fastTiming,
          }),
        ),
      );
      await both[0]!.queue(marker, { what: 'after a shared start' });
      await both[1]!.whenIdle();
      for (const runtime of both) await runtime.stop();
    } finally {
      await fresh.close();
    }
  });
});
