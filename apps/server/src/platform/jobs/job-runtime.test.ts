import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { defineJob, JobFailure } from './define-job';
import { startJobRuntime, type JobRuntime } from './job-runtime';
import { capturingLog } from './test-support/capturing-log';
import { fastTiming, openJobsTestDatabase, rowsOf, until } from './test-support/fast-jobs';

let database: Database;
let closeDatabase: () => Promise<void>;
let jobs: JobRuntime;
const { log, entries } = capturingLog();

/** Steps the test lets through a few at a time, so it can look at the record in between. */
const steps = { allowed: Infinity, waiting: [] as (() => void)[] };
async function stepAllowed() {
  while (steps.allowed <= 0) await new Promise<void>((resolve) => steps.waiting.push(resolve));
  steps.allowed--;
}
function allowSteps(n: number) {
  steps.allowed += n;
  for (const resolve of steps.waiting.splice(0)) resolve();
}

const counted = defineJob({
  name: 'test.count',
  input: v.object({ upTo: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  checkpoint: v.object({ next: v.number() }),
  writes: 'nothing; only its progress',
  resumes: 'from the next number in its checkpoint',
  failedReason: 'The count could not be finished',
  retries: { limit: 0, delaySeconds: 0, backoff: false },
  async run(ctx, { upTo }) {
    for (let n = ctx.checkpoint?.next ?? 0; n < upTo; n++) {
      await stepAllowed();
      await ctx.step({ checkpoint: { next: n + 1 }, done: n + 1, total: upTo });
    }
  },
});

const failures = { left: 0, error: () => new Error('boom at /srv/app/secret.ts:12') as Error };
const flaky = defineJob({
  name: 'test.flaky',
  input: v.object({}),
  writes: 'nothing',
  resumes: 'from the start; it has no steps',
  failedReason: 'The flaky job could not be finished',
  retries: { limit: 2, delaySeconds: 0, backoff: false },
  async run() {
    if (failures.left-- > 0) throw failures.error();
  },
});

const received: unknown[] = [];
const secretive = defineJob({
  name: 'test.sealed',
  input: v.object({ code: v.string() }),
  writes: 'nothing',
  resumes: 'from the start',
  failedReason: 'The message could not be sent',
  retries: { limit: 0, delaySeconds: 0, backoff: false },
  sealed: true,
  async run(_ctx, input) {
    received.push(input);
  },
});

/** What `test.released`'s onFailed saw: its input, its run, and the run's state inside the transaction. */
const released: { input: unknown; runId: string; stateInTx: string }[] = [];
const releasing = defineJob({
  name: 'test.released',
  input: v.object({ n: v.number() }),
  writes: 'nothing',
  resumes: 'from the start',
  failedReason: 'The releasing job could not be finished',
  retries: { limit: 0, delaySeconds: 0, backoff: false },
  async run() {
    throw new JobFailure('it always fails');
  },
  async onFailed(tx, input, runId) {
    const [run] = (
      (await tx.execute(sql`select state from job_runs where id = ${runId}`)) as unknown as {
        rows: { state: string }[];
      }
    ).rows;
    released.push({ input, runId, stateInTx: run!.state });
  },
});

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openJobsTestDatabase());
  jobs = await startJobRuntime({
    database,
    role: 'all',
    kinds: [counted, flaky, secretive, releasing],
    log,
    secret: 'x'.repeat(32),
    timing: fastTiming,
  });
});
afterAll(async () => {
  await jobs.stop();
  await closeDatabase();
});

describe('a job run as its record shows it', () => {
  it('is RUNNING with done of total while it works, then COMPLETED', async () => {
    steps.allowed = 0;
    await jobs.queue(counted, { upTo: 3 }, { owner: { owner: 'batch', ownerId: 7 } });
    expect(await jobs.statusOf('batch', 7)).toMatchObject({
      kind: 'test.count',
      state: 'RUNNING',
      done: 0,
    });
    allowSteps(1);
    await until(async () => (await jobs.statusOf('batch', '7'))?.done === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await jobs.statusOf('batch', 7)).toMatchObject({
      state: 'RUNNING',
      done: 1,
      total: 3,
      reason: null,
      finishedAt: null,
    });
    allowSteps(Infinity);
    await jobs.whenIdle();
    expect(await jobs.statusOf('batch', 7)).toMatchObject({
      state: 'COMPLETED',
      done: 3,
      total: 3,
      reason: null,
    });
    expect((await jobs.statusOf('batch', 7))?.finishedAt).toBeInstanceOf(Date);
  });

  it('shows the newest run of a record, and nothing for a record without one', async () => {
    const first = await jobs.queue(counted, { upTo: 1 }, { owner: { owner: 'batch', ownerId: 8 } });
    const second = await jobs.queue(
      counted,
      { upTo: 2 },
      { owner: { owner: 'batch', ownerId: 8 } },
    );
    await jobs.whenIdle();
    expect(first).not.toBe(second);
    expect(await jobs.statusOf('batch', 8)).toMatchObject({ id: second, total: 2 });
    expect(await jobs.statusOf('batch', 9)).toBeUndefined();
  });
});

describe('input', () => {
  it('is refused when queued, and nothing is recorded', async () => {
    await expect(
      jobs.queue(counted, { upTo: 0 }, { owner: { owner: 'batch', ownerId: 10 } }),
    ).rejects.toThrow('Invalid input for job test.count');
    expect(await jobs.statusOf('batch', 10)).toBeUndefined();
  });

  it('is checked again when run: a job queued before the schema changed fails with a reason', async () => {
    const stricter = defineJob({
      ...counted,
      input: v.object({ upTo: v.pipe(v.number(), v.maxValue(5)) }),
    });
    // Stopped first: a runtime that still knows the old kind would poll the job and run it.
    await jobs.stop();
    const other = await startJobRuntime({
      database,
      role: 'all',
      kinds: [],
      log,
      timing: fastTiming,
    });
    await other.queue(counted, { upTo: 50 }, { owner: { owner: 'batch', ownerId: 11 } });
    await other.stop();
    jobs = await startJobRuntime({
      database,
      role: 'all',
      kinds: [stricter, flaky, secretive, releasing],
      log,
      secret: 'x'.repeat(32),
      timing: fastTiming,
    });
    await jobs.whenIdle();
    const status = await jobs.statusOf('batch', 11);
    expect(status?.state).toBe('FAILED');
    expect(status?.reason).toBe(
      'The count could not be finished: its input is no longer valid (upTo: Invalid value: Expected <=5 but received 50).',
    );
  });

  it('of a sealed kind is stored encrypted and reaches the job intact', async () => {
    await jobs.queue(secretive, { code: '918273' });
    await jobs.whenIdle();
    expect(received).toEqual([{ code: '918273' }]);
    const stored = await rowsOf(
      database,
      sql`select data::text as data from pgboss.job where name = 'test.sealed'`,
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('918273');
  });

  it('may be queued inside the caller transaction: rolled back, nothing runs', async () => {
    let runId = '';
    await expect(
      database.db.transaction(async (tx) => {
        runId = await jobs.queue(
          counted,
          { upTo: 1 },
          { owner: { owner: 'batch', ownerId: 12 }, tx },
        );
        throw new Error('the record could not be saved');
      }),
    ).rejects.toThrow('the record could not be saved');
    expect(runId).not.toBe('');
    expect(await jobs.runStatus(runId)).toBeUndefined();
    expect(await rowsOf(database, sql`select id from pgboss.job where id = ${runId}`)).toEqual([]);
  });
});

describe('failures', () => {
  it('are retried while attempts are left; the run stays RUNNING and then completes', async () => {
    failures.left = 2;
    await jobs.queue(flaky, {}, { owner: { owner: 'flaky', ownerId: 1 } });
    await jobs.whenIdle();
    expect(await jobs.statusOf('flaky', 1)).toMatchObject({ state: 'COMPLETED', reason: null });
    expect(
      entries.filter(
        (e) =>
          e.message === 'Job attempt failed; it will be retried' && e.data.job === 'test.flaky',
      ),
    ).toHaveLength(2);
  });

  it('out of attempts: FAILED with a sentence for the user, the stack in the log only', async () => {
    failures.left = 3;
    const runId = await jobs.queue(flaky, {}, { owner: { owner: 'flaky', ownerId: 2 } });
    await jobs.whenIdle();
    const status = await jobs.statusOf('flaky', 2);
    expect(status).toMatchObject({
      state: 'FAILED',
      reason: `The flaky job could not be finished: an unexpected error occurred (reference ${runId}).`,
    });
    const logged = entries.find((e) => e.message === 'Job failed' && e.data.runId === runId);
    expect((logged?.data.err as Error).stack).toContain('secret.ts');
  });

  it('a JobFailure is not retried and its message is the reason', async () => {
    failures.left = 1;
    failures.error = () => new JobFailure('the template file is missing');
    await jobs.queue(flaky, {}, { owner: { owner: 'flaky', ownerId: 3 } });
    await jobs.whenIdle();
    expect(await jobs.statusOf('flaky', 3)).toMatchObject({
      state: 'FAILED',
      reason: 'The flaky job could not be finished: the template file is missing.',
    });
    expect(failures.left).toBe(0);
  });

  it("a failure for good runs the kind's onFailed in the transaction that marks the run FAILED", async () => {
    const runId = await jobs.queue(releasing, { n: 1 });
    await jobs.whenIdle();
    expect(released).toEqual([{ input: { n: 1 }, runId, stateInTx: 'FAILED' }]);
  });

  it('a run pg-boss gave up on by itself is FAILED by recovery, with its onFailed', async () => {
    released.length = 0;
    const runId = await jobs.queue(
      releasing,
      { n: 2 },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    await database.db.execute(sql`update pgboss.job set state = 'cancelled' where id = ${runId}`);
    // onFailed runs inside the transaction that marks the run FAILED: on PostgreSQL this
    // connection sees the row only once that transaction commits, so wait for the row itself.
    const runOf = async () =>
      (
        await rowsOf<{ state: string; reason: string }>(
          database,
          sql`select state, reason from job_runs where id = ${runId}`,
        )
      )[0];
    await until(async () => (await runOf())?.state === 'FAILED');
    expect(released).toEqual([{ input: { n: 2 }, runId, stateInTx: 'FAILED' }]);
    expect(await runOf()).toEqual({
      state: 'FAILED',
      reason: 'The releasing job could not be finished: it was interrupted too many times.',
    });
  });
});
