import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { deriveKey } from '../keys';
import { queueMaker, startBoss, transactionExecutor } from './boss-database';
import {
  describeIssues,
  type AnnounceJobEnd,
  type AnyJobKind,
  type JobKind,
  type JobTransaction,
} from './define-job';
import { jobRunsRepo, type JobOwner, type JobRunStatus } from './job-runs';
import { recoverLostRuns } from './recovery';
import { runAttempt, StopRequested } from './run-attempt';
import { sealInput } from './sealed-input';
import { wakeups } from './wakeups';

/** `all`: queues and works (embedded mode); `api`: only queues; `worker`: only works. */
export type JobRole = 'all' | 'api' | 'worker';

export interface JobTiming {
  /** How often an idle worker looks for work it was not woken for (other processes' jobs, retries). */
  pollMs: number;
  heartbeatMs: number;
  /** An active job whose run has not beaten for this long has lost its process. */
  staleAfterMs: number;
  sweepMs: number;
  /** pg-boss's own upkeep: expiry, archiving and deletion of old jobs. */
  maintenanceMs: number;
  progressMs: number;
  /** stop() waits this long for running jobs, then aborts them (they are retried later). */
  stopGraceMs: number;
}
const defaultTiming: JobTiming = {
  pollMs: 2000,
  heartbeatMs: 5000,
  staleAfterMs: 30_000,
  sweepMs: 10_000,
  maintenanceMs: 60_000,
  progressMs: 500,
  stopGraceMs: 10_000,
};

export interface JobRuntimeOptions {
  database: Database;
  role: JobRole;
  log: FastifyBaseLogger;
  /** The server secret: sealed kinds' inputs are encrypted with a key derived from it. */
  secret?: string;
  timing?: Partial<JobTiming>;
  /** Announces the end of runs whose kind says whose they are (job.completed, job.failed). */
  announce?: AnnounceJobEnd;
}

export interface QueueOptions {
  /** The record that shows this run (statusOf finds it by these). */
  owner?: JobOwner;
  /**
   * Queue within the caller's transaction: the job exists only if the transaction commits.
   * Required when queueing inside a transaction: on PGlite, queueing without it would wait
   * for that transaction to end while the transaction waits for the queueing (a deadlock).
   * The runtime cannot see the commit, so the caller calls `wake(kind)` after it: a worker
   * woken before (on PostgreSQL, another connection) finds nothing and sleeps a whole poll.
   */
  tx?: JobTransaction;
  /** Not before this time (a webhook's next attempt): a worker leaves it queued until then. */
  startAfter?: Date;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The one job runtime: pg-boss queues on the app's database, our job_runs rows for what
 * users see. Create it before the services that queue, start it with every kind.
 */
export function createJobRuntime(options: JobRuntimeOptions) {
  const { database, role, log } = options;
  if (database.kind === 'pglite' && role === 'api')
    throw new Error('Embedded PGlite is one process: its jobs run in it (role all)');
  const timing = { ...defaultTiming, ...options.timing };
  const sealKey = options.secret ? deriveKey(options.secret, 'jobInput') : undefined;
  let boss: PgBoss;
  const runs = jobRunsRepo(database.db);
  const wake = wakeups();
  const running = new Map<string, AbortController>();
  const loops: Promise<void>[] = [];
  const timers: NodeJS.Timeout[] = [];
  let state: 'new' | 'started' | 'stopping' = 'new';
  let started: readonly AnyJobKind[] = [];
  let stopped: Promise<void> | undefined;

  const ensureQueue = queueMaker(() => boss);

  async function workLoop(kind: AnyJobKind) {
    const deps = {
      db: database.db,
      boss,
      runs,
      log,
      sealKey,
      heartbeatMs: timing.heartbeatMs,
      progressMs: timing.progressMs,
      announce: options.announce,
    };
    while (state === 'started') {
      const [job] = await boss.fetch<unknown>(kind.name, { includeMetadata: true, batchSize: 1 });
      if (!job) {
        // Checked again after the fetch: a stop() that came during it must not wait a poll.
        if (state === 'started') await wake.sleep(kind.name, timing.pollMs);
        continue;
      }
      const abort = new AbortController();
      running.set(job.id, abort);
      await runAttempt(deps, kind, job, abort)
        .catch((error: unknown) =>
          log.error({ err: error, job: kind.name, runId: job.id }, 'Job bookkeeping failed'),
        )
        .finally(() => running.delete(job.id));
    }
  }

  function every(ms: number, task: () => Promise<unknown>, what: string) {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || state !== 'started') return;
      busy = true;
      task()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => (busy = false));
    }, ms);
    timers.push(timer.unref());
  }

  return {
    /** Starts pg-boss and, unless the role is `api`, works `kinds`. */
    async start(kinds: readonly AnyJobKind[]) {
      if (state !== 'new') throw new Error('The job runtime was already started');
      if (kinds.some((kind) => kind.sealed) && !sealKey)
        throw new Error('A sealed job kind needs the server secret');
      boss = await startBoss(database, log);
      try {
        for (const kind of kinds) await ensureQueue(kind.name);
      } catch (error) {
        await boss.stop({ graceful: false, close: true });
        throw error;
      }
      state = 'started';
      started = kinds;
      if (role === 'api') return;
      const recovery = {
        boss,
        runs,
        kinds,
        log,
        sealKey,
        db: database.db,
        announce: options.announce,
      };
      // PGlite is opened by one process at a time: whatever is active was the dead one's.
      await recoverLostRuns(
        recovery,
        database.kind === 'pglite' ? 0 : timing.staleAfterMs,
        new Set(),
      );
      every(
        timing.sweepMs,
        () => recoverLostRuns(recovery, timing.staleAfterMs, new Set(running.keys())),
        'Recovering lost jobs',
      );
      every(timing.maintenanceMs, () => boss.maintain(), 'Job queue maintenance');
      for (const kind of kinds)
        for (let slot = 0; slot < (kind.concurrency ?? 1); slot++) loops.push(workLoop(kind));
    },

    /** Validates the input, records the run as RUNNING and queues it; returns the run id. */
    async queue<Input extends v.GenericSchema>(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the checkpoint type plays no part in queueing
      kind: JobKind<Input, any>,
      input: v.InferInput<Input>,
      queueOptions: QueueOptions = {},
    ): Promise<string> {
      if (state !== 'started')
        throw new Error(`The job runtime is not running: cannot queue ${kind.name}`);
      const checked = v.safeParse(kind.input, input);
      if (!checked.success)
        throw new Error(`Invalid input for job ${kind.name}: ${describeIssues(checked.issues)}`);
      if (kind.sealed && !sealKey)
        throw new Error(`Job ${kind.name} is sealed and needs the server secret`);
      await ensureQueue(kind.name);
      const id = randomUUID();
      const { limit, delaySeconds, backoff } = kind.retries;
      const send = async (tx: JobTransaction) => {
        await runs.create(tx, id, kind.name, queueOptions.owner);
        const sent = await boss.send(
          kind.name,
          kind.sealed ? sealInput(sealKey!, id, input) : (input as object),
          {
            id,
            retryLimit: limit,
            retryDelay: delaySeconds,
            retryBackoff: backoff,
            ...(queueOptions.startAfter ? { startAfter: queueOptions.startAfter } : {}),
            // A backstop only (recovery.ts finds lost jobs sooner): it must outlast the longest run.
            expireInSeconds: Math.min(((kind.timeoutMinutes ?? 60) + 5) * 60, 23 * 3600),
            db: transactionExecutor(tx),
          },
        );
        if (!sent) throw new Error(`pg-boss did not queue ${kind.name}`);
      };
      if (queueOptions.tx) await send(queueOptions.tx);
      else await database.db.transaction(send);
      wake.notify(kind.name);
      return id;
    },

    /** Starts this process's idle workers of the kind now: after the commit of a `queue(..., { tx })`. */
    wake(kind: AnyJobKind): void {
      wake.notify(kind.name);
    },

    /** The kinds this runtime was started with. */
    kinds: () => started.map((kind) => kind.name),

    /** The newest run started for a record: RUNNING with done of total, COMPLETED or FAILED. */
    statusOf: (owner: string, ownerId: string | number): Promise<JobRunStatus | undefined> =>
      runs.statusOf(owner, ownerId),
    runStatus: (runId: string) => runs.byId(runId),

    /** For tests and tools: resolves once no run is RUNNING, or throws after `timeoutMs`. */
    async whenIdle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await runs.runningCount()) > 0) {
        if (Date.now() > deadline) throw new Error(`Jobs still running after ${timeoutMs} ms`);
        await pause(20);
      }
    },

    /** Stops taking work, lets running jobs finish for a while, then aborts them; closes pg-boss. */
    stop(): Promise<void> {
      if (state === 'new') return Promise.resolve();
      stopped ??= (async () => {
        state = 'stopping';
        for (const timer of timers) clearInterval(timer);
        wake.notifyAll();
        const allDone = Promise.all(loops);
        if (
          (await Promise.race([
            allDone.then(() => true),
            pause(timing.stopGraceMs).then(() => false),
          ])) === false
        ) {
          log.warn(
            { runs: [...running.keys()] },
            'Stopping: aborting running jobs; they resume on the next start',
          );
          for (const abort of running.values()) abort.abort(new StopRequested());
          await Promise.race([allDone, pause(5_000)]);
        }
        await boss.stop({ graceful: false, close: true });
      })();
      return stopped;
    },
  };
}
export type JobRuntime = ReturnType<typeof createJobRuntime>;

/** Creates the runtime and starts it with its kinds in one go. */
export async function startJobRuntime(
  options: JobRuntimeOptions & { kinds: readonly AnyJobKind[] },
): Promise<JobRuntime> {
  const runtime = createJobRuntime(options);
  await runtime.start(options.kinds);
  return runtime;
}
