import { afterAll, beforeAll, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { defineJob } from './define-job';
import { startJobRuntime, type JobRuntime } from './job-runtime';
import { capturingLog } from './test-support/capturing-log';
import { fastTiming, openJobsTestDatabase, until } from './test-support/fast-jobs';

let database: Database;
let closeDatabase: () => Promise<void>;
let jobs: JobRuntime;

const noted = defineJob({
  name: 'test.noted',
  input: v.object({}),
  writes: 'nothing',
  resumes: 'from the start',
  failedReason: 'The note could not be taken',
  retries: { limit: 0, delaySeconds: 0, backoff: false },
  async run() {},
});

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openJobsTestDatabase());
  // A poll far longer than the test waits: only a wake-up can start the job in time.
  jobs = await startJobRuntime({
    database,
    role: 'all',
    kinds: [noted],
    log: capturingLog().log,
    timing: { ...fastTiming, pollMs: 120_000 },
  });
});
afterAll(async () => {
  await jobs.stop();
  await closeDatabase();
});

it('starts a job queued in a transaction when woken after the commit, not a poll later', async () => {
  // On PostgreSQL the worker, woken inside the transaction, looked before the commit and saw nothing.
  const runId = await database.db.transaction((tx) => jobs.queue(noted, {}, { tx }));
  jobs.wake(noted);
  await until(async () => (await jobs.runStatus(runId))?.state === 'COMPLETED', 15_000);
  expect((await jobs.runStatus(runId))?.state).toBe('COMPLETED');
});
