import * as v from 'valibot';
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import {
  describeIssues,
  JobFailure,
  type AnnounceJobEnd,
  type AnyJobKind,
  type JobContext,
} from './define-job';
import { RunSuperseded, type JobRunsRepo } from './job-runs';
import { openInput } from './sealed-input';

/** The process is stopping: the attempt ends at its next step and is retried elsewhere or later. */
export class StopRequested extends Error {
  override name = 'StopRequested';
}
class AttemptTimedOut extends Error {
  override name = 'AttemptTimedOut';
}

export interface AttemptDeps {
  db: Db;
  boss: PgBoss;
  runs: JobRunsRepo;
  log: FastifyBaseLogger;
  sealKey: Uint8Array | undefined;
  heartbeatMs: number;
  progressMs: number;
  /** Announces a run's end with it (the platform's outbox), for kinds that say whose run it is. */
  announce?: AnnounceJobEnd;
}

/**
 * Code that ignores the abort signal (a mail server that never answers) must not hold a
 * worker slot or a stopping process: 5 s after the abort the attempt is given up. Its run
 * can then be resumed by a newer attempt, which fences off anything the old one still writes.
 */
function abandonAfterAbort(signal: AbortSignal): Promise<never> {
  const abandoned = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => setTimeout(() => reject(signal.reason), 5000).unref(), {
      once: true,
    }),
  );
  // An abort after the attempt has ended rejects nobody's promise: no unhandled rejection.
  abandoned.catch(() => undefined);
  return abandoned;
}

const sentence = (start: string, detail: string) =>
  `${start}: ${detail.trim().replace(/\.$/, '')}.`;

/** The reason a user reads; anything unforeseen gets a reference to find the stack in the log. */
export function failureReason(kind: AnyJobKind, error: unknown, runId: string): string {
  if (error instanceof JobFailure) return sentence(kind.failedReason, error.message);
  if (error instanceof AttemptTimedOut)
    return sentence(kind.failedReason, `it took longer than ${kind.timeoutMinutes ?? 60} minutes`);
  if (error instanceof StopRequested)
    return sentence(kind.failedReason, 'it was interrupted too many times');
  return sentence(kind.failedReason, `an unexpected error occurred (reference ${runId})`);
}

export function readInput(
  kind: AnyJobKind,
  runId: string,
  data: unknown,
  sealKey: Uint8Array | undefined,
) {
  let raw: unknown;
  try {
    raw = kind.sealed ? openInput(sealKey ?? new Uint8Array(), runId, data) : data;
  } catch {
    throw new JobFailure('its input could not be read (was the server secret changed?)');
  }
  const parsed = v.safeParse(kind.input, raw);
  if (!parsed.success)
    throw new JobFailure(`its input is no longer valid (${describeIssues(parsed.issues)})`);
  return parsed.output;
}

/** What ending a run needs. */
export type EndRunDeps = Pick<AttemptDeps, 'db' | 'runs' | 'announce'>;

/**
 * Ends a run COMPLETED or FAILED with what its kind asks, in the same transaction: the
 * job.completed or job.failed event when the kind says whose run it is (decision 0452), and
 * on a failure for good the kind's `onFailed` release (decision 0463). With the input unknown
 * (unreadable) neither runs. False when the run had already ended or was taken over.
 */
export function endRun(
  deps: EndRunDeps,
  kind: AnyJobKind,
  run: { runId: string; attempt: number | undefined; input: unknown },
  state: 'COMPLETED' | 'FAILED',
  reason?: string,
): Promise<boolean> {
  const { announce, runs } = deps;
  const { runId, attempt, input } = run;
  const announces = Boolean(kind.announce && announce);
  const releases = state === 'FAILED' && Boolean(kind.onFailed);
  if (input === undefined || (!announces && !releases))
    return runs.finish(runId, attempt, state, reason);
  return deps.db.transaction(async (tx) => {
    if (!(await runs.finish(runId, attempt, state, reason, tx))) return false;
    const whose = announces ? await kind.announce!(tx, input) : undefined;
    if (whose)
      await announce!(tx, {
        companyId: whose.companyId,
        type: state === 'COMPLETED' ? 'job.completed' : 'job.failed',
        data: { kind: kind.name, runId, state, reason: reason ?? null, ...whose.data },
      });
    if (releases) await kind.onFailed!(tx, input, runId);
    return true;
  });
}

/**
 * One attempt of one fetched pg-boss job: claims the run, runs the kind with its context,
 * keeps the heartbeat going, then completes or fails the run and the pg-boss job. A failure
 * with attempts left goes back to pg-boss for a retry and keeps the run RUNNING.
 */
export async function runAttempt(
  deps: AttemptDeps,
  kind: AnyJobKind,
  job: PgBoss.JobWithMetadata<unknown>,
  abort: AbortController,
) {
  const { db, boss, runs } = deps;
  const claimed = await runs.startAttempt(job.id);
  if (!claimed) {
    // The run already ended (a duplicate delivery after a crash between the two writes below).
    await boss.complete(kind.name, job.id);
    return;
  }
  const { attempt } = claimed;
  const log = deps.log.child({ job: kind.name, runId: job.id, attempt });
  let checkpoint: unknown = claimed.checkpoint ?? undefined;
  let input: unknown;
  const finish = (state: 'COMPLETED' | 'FAILED', reason?: string) =>
    endRun(deps, kind, { runId: job.id, attempt, input }, state, reason);

  let pending: { done: number; total: number } | undefined;
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const write = () => {
    const progress = pending;
    pending = undefined;
    lastWrite = Date.now();
    writing = writing
      .then(() => runs.heartbeat(job.id, attempt, progress))
      .catch((error: unknown) => log.warn({ err: error }, 'Job heartbeat failed'));
    return writing;
  };
  const heartbeat = setInterval(write, deps.heartbeatMs).unref();
  const timeout = setTimeout(
    () => abort.abort(new AttemptTimedOut()),
    (kind.timeoutMinutes ?? 60) * 60_000,
  ).unref();

  try {
    input = readInput(kind, job.id, job.data, deps.sealKey);
    if (checkpoint !== undefined && kind.checkpoint) {
      const parsed = v.safeParse(kind.checkpoint, checkpoint);
      if (!parsed.success) throw new JobFailure('its saved progress could not be read back');
      checkpoint = parsed.output;
    }
    const ctx: JobContext<unknown> = {
      runId: job.id,
      attempt,
      signal: abort.signal,
      log,
      get checkpoint() {
        return checkpoint;
      },
      progress(done, total) {
        pending = { done, total };
        if (Date.now() - lastWrite >= deps.progressMs) void write();
      },
      async step(mark, work) {
        abort.signal.throwIfAborted();
        const result = await db.transaction(async (tx) => {
          await runs.advance(tx, job.id, attempt, mark);
          return work ? work(tx) : undefined;
        });
        checkpoint = mark.checkpoint;
        if (mark.done !== undefined) lastWrite = Date.now();
        await new Promise((resolve) => setImmediate(resolve));
        return result;
      },
    };
    await Promise.race([kind.run(ctx, input), abandonAfterAbort(abort.signal)]);
    await write();
    if (!(await finish('COMPLETED')))
      throw new RunSuperseded(`Run ${job.id} was taken over by a newer attempt`);
    await boss.complete(kind.name, job.id);
    log.info('Job completed');
  } catch (thrown) {
    // Aborted: the reason is ours (a stop, the time limit), whatever the job's code threw.
    const error: unknown =
      abort.signal.aborted && !(thrown instanceof RunSuperseded) ? abort.signal.reason : thrown;
    if (error instanceof RunSuperseded) {
      log.warn('Job attempt stopped: a newer attempt has taken the run over');
      return;
    }
    const final = error instanceof JobFailure || job.retryCount >= job.retryLimit;
    if (!final) {
      log.warn({ err: thrown }, 'Job attempt failed; it will be retried');
      await boss.fail(kind.name, job.id, { message: String((error as Error)?.message ?? error) });
      return;
    }
    const reason = failureReason(kind, error, job.id);
    log.error({ err: thrown, reason }, 'Job failed');
    if (await finish('FAILED', reason)) {
      // A JobFailure may come with attempts left: cancel, so pg-boss does not retry it.
      if (job.retryCount < job.retryLimit) await boss.cancel(kind.name, job.id);
      else await boss.fail(kind.name, job.id, { message: reason });
    }
  } finally {
    clearInterval(heartbeat);
    clearTimeout(timeout);
    await writing;
  }
}
