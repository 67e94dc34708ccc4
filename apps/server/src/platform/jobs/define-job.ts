import * as v from 'valibot';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';

/** The transaction a step's writes and its checkpoint are committed in. */
export type JobTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a run stands after a step: what the record shows and what a restart resumes from. */
export interface StepMark<Checkpoint> {
  checkpoint: Checkpoint;
  done?: number;
  total?: number;
}

export interface JobContext<Checkpoint> {
  readonly runId: string;
  /** 1 on the first attempt; each retry or restart after a crash adds one. */
  readonly attempt: number;
  /** Aborted when the process stops or the run exceeds its time: stop at the next step. */
  readonly signal: AbortSignal;
  readonly log: FastifyBaseLogger;
  /** Saved by the last committed step, undefined on a fresh run. */
  readonly checkpoint: Checkpoint | undefined;
  /** Shown on the record (done of total); written at most every few hundred ms. */
  progress(done: number, total: number): void;
  /**
   * Commits `work`'s writes together with `mark` in one transaction: after a kill -9 either
   * both are there or neither, so a restarted run repeats no step and skips none. Throws if
   * the process is stopping, or if a newer attempt took the run over (this one was presumed
   * dead); then yields to the event loop, so requests get a turn between steps on PGlite.
   * Inside `work`, write through `tx` only: on PGlite a query through the app's `db` would
   * wait for this very transaction (a deadlock). Keep a step to some tens of milliseconds of
   * database work (about 2,000 rows into a unique-indexed table): on PGlite it blocks every
   * request for that long.
   */
  step<T>(
    mark: StepMark<Checkpoint>,
    work?: (tx: JobTransaction) => Promise<T>,
  ): Promise<T | undefined>;
}

export interface JobKind<Input extends v.GenericSchema = v.GenericSchema, Checkpoint = unknown> {
  /** The pg-boss queue name, e.g. `codes.generate`. */
  readonly name: string;
  /** Checked when queued and again when run (a queued job may outlive a code change). */
  readonly input: Input;
  /** Checked when a restarted attempt reads it back. */
  readonly checkpoint?: v.GenericSchema<unknown, Checkpoint>;
  /** What the run writes, for the reader of the declaration (tables, files, mail). */
  readonly writes: string;
  /** How a run killed half way continues: which steps are idempotent, what the checkpoint holds. */
  readonly resumes: string;
  /** The start of the sentence a user reads when it fails: "The code batch could not be finished". */
  readonly failedReason: string;
  /** Attempts after the first (a crash or a stop also costs one), and the wait between them. */
  readonly retries: { limit: number; delaySeconds: number; backoff: boolean };
  /** Longer than this and the attempt is aborted (and retried); default 60. */
  readonly timeoutMinutes?: number;
  /** Runs of this kind worked at once per worker process; default 1. */
  readonly concurrency?: number;
  /** The input holds a secret (a one-time code): stored encrypted in the queue. */
  readonly sealed?: boolean;
  run(ctx: JobContext<Checkpoint>, input: v.InferOutput<Input>): Promise<void>;
  /**
   * Whose run this is and what a user needs to fetch its result, for the job.completed and
   * job.failed events (decision 0452); read in the transaction that ends the run. Kinds a
   * company's systems do not wait for (mail, webhook delivery) leave it out.
   */
  announce?(
    tx: JobTransaction,
    input: v.InferOutput<Input>,
  ): Promise<{ companyId: number; data: Record<string, unknown> } | undefined>;
  /**
   * Runs in the transaction that marks a run FAILED for good (its last attempt failed, or
   * recovery gave it up as lost): what the kind must release so that no work is left waiting
   * on a run that will never come (decision 0463). Not for a run whose input is unreadable.
   */
  onFailed?(tx: JobTransaction, input: v.InferOutput<Input>, runId: string): Promise<void>;
}

/** A job's end as the platform announces it: the outbox's recordPlatformEvent, in the ending transaction. */
export type AnnounceJobEnd = (
  tx: JobTransaction,
  event: {
    companyId: number;
    type: 'job.completed' | 'job.failed';
    data: Record<string, unknown>;
  },
) => Promise<unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of kinds mixes inputs and checkpoints
export type AnyJobKind = JobKind<v.GenericSchema, any>;

const kindName = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9-]*)*$/;

/** Declares a job kind once: its input, what it writes, how it reports, resumes and retries. */
export function defineJob<Input extends v.GenericSchema, Checkpoint = unknown>(
  kind: JobKind<Input, Checkpoint>,
): JobKind<Input, Checkpoint> {
  if (!kindName.test(kind.name) || kind.name.length > 100)
    throw new Error(`Job kind name '${kind.name}' must look like 'codes.generate'`);
  const { limit, delaySeconds } = kind.retries;
  if (
    !Number.isInteger(limit) ||
    limit < 0 ||
    !Number.isInteger(delaySeconds) ||
    delaySeconds < 0
  ) {
    throw new Error(`Job kind '${kind.name}': retries take whole numbers of at least 0`);
  }
  return kind;
}

/**
 * A failure the user should read, and that another attempt would not mend (bad input, a
 * missing file): the run fails at once with `failedReason: message`.
 */
export class JobFailure extends Error {
  override name = 'JobFailure';
}

/** Valibot's issues on one line: `upTo: Invalid value: Expected <=5 but received 50`. */
export const describeIssues = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => `${v.getDotPath(issue) ?? 'input'}: ${issue.message}`).join('; ');
