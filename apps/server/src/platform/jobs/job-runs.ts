import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobTransaction, StepMark } from './define-job';
import { jobRuns, type JobRunState } from './jobs.table';

/** What a module shows of a run on its record. */
export interface JobRunStatus {
  id: string;
  kind: string;
  state: JobRunState;
  done: number;
  total: number | null;
  /** Why it failed, as a sentence for the user; null unless FAILED. */
  reason: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface JobOwner {
  /** The kind of record, e.g. 'codeBatch'. */
  owner: string;
  ownerId: string | number;
}

const status = {
  id: jobRuns.id,
  kind: jobRuns.kind,
  state: jobRuns.state,
  done: jobRuns.done,
  total: jobRuns.total,
  reason: jobRuns.reason,
  createdAt: jobRuns.createdAt,
  startedAt: jobRuns.startedAt,
  finishedAt: jobRuns.finishedAt,
};

/** A newer attempt has taken this run over: the older one must stop without writing. */
export class RunSuperseded extends Error {
  override name = 'RunSuperseded';
}

/**
 * The job_runs rows. Every write of an attempt names its attempt number: an attempt
 * presumed dead (no heartbeat) that wakes up again finds a newer number and writes nothing,
 * so two attempts of one run can never both commit a step.
 */
export function jobRunsRepo(db: Db) {
  const mine = (id: string, attempt: number) =>
    and(eq(jobRuns.id, id), eq(jobRuns.attempt, attempt), eq(jobRuns.state, 'RUNNING'));

  return {
    async create(tx: JobTransaction, id: string, kind: string, owner?: JobOwner) {
      await tx.insert(jobRuns).values({
        id,
        kind,
        owner: owner?.owner,
        ownerId: owner === undefined ? undefined : String(owner.ownerId),
      });
    },

    /** Claims the next attempt; undefined when the run is already over (a late duplicate). */
    async startAttempt(id: string): Promise<{ attempt: number; checkpoint: unknown } | undefined> {
      const [row] = await db
        .update(jobRuns)
        .set({
          attempt: sql`${jobRuns.attempt} + 1`,
          startedAt: sql`coalesce(${jobRuns.startedAt}, now())`,
          heartbeatAt: sql`now()`,
        })
        .where(and(eq(jobRuns.id, id), eq(jobRuns.state, 'RUNNING')))
        .returning({ attempt: jobRuns.attempt, checkpoint: jobRuns.checkpoint });
      return row;
    },

    /** The write comes first, so the row stays locked by this step until it commits. */
    async advance(tx: JobTransaction, id: string, attempt: number, mark: StepMark<unknown>) {
      const updated = await tx
        .update(jobRuns)
        .set({
          checkpoint: mark.checkpoint,
          done: mark.done,
          total: mark.total,
          heartbeatAt: sql`now()`,
        })
        .where(mine(id, attempt))
        .returning({ id: jobRuns.id });
      if (updated.length === 0)
        throw new RunSuperseded(`Run ${id} was taken over by a newer attempt`);
    },

    async heartbeat(id: string, attempt: number, progress?: { done: number; total: number }) {
      const updated = await db
        .update(jobRuns)
        .set({ heartbeatAt: sql`now()`, ...progress })
        .where(mine(id, attempt))
        .returning({ id: jobRuns.id });
      return updated.length > 0;
    },

    /** Ends the run; `attempt` undefined ends it whichever attempt holds it (a dead one's). */
    async finish(
      id: string,
      attempt: number | undefined,
      state: 'COMPLETED' | 'FAILED',
      reason?: string,
      tx: Db | JobTransaction = db,
    ) {
      const updated = await tx
        .update(jobRuns)
        .set({
          state,
          reason: reason ?? null,
          finishedAt: sql`now()`,
          ...(state === 'COMPLETED'
            ? { done: sql`coalesce(${jobRuns.total}, ${jobRuns.done})` }
            : {}),
        })
        .where(
          attempt === undefined
            ? and(eq(jobRuns.id, id), eq(jobRuns.state, 'RUNNING'))
            : mine(id, attempt),
        )
        .returning({ id: jobRuns.id });
      return updated.length > 0;
    },

    /** The newest run started for the record, or undefined when none was. */
    async statusOf(owner: string, ownerId: string | number): Promise<JobRunStatus | undefined> {
      const [row] = await db
        .select(status)
        .from(jobRuns)
        .where(and(eq(jobRuns.owner, owner), eq(jobRuns.ownerId, String(ownerId))))
        .orderBy(desc(jobRuns.createdAt), desc(jobRuns.id))
        .limit(1);
      return row;
    },

    async byId(id: string): Promise<JobRunStatus | undefined> {
      const [row] = await db.select(status).from(jobRuns).where(eq(jobRuns.id, id));
      return row;
    },

    async runningCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobRuns)
        .where(eq(jobRuns.state, 'RUNNING'));
      return row?.n ?? 0;
    },
  };
}
export type JobRunsRepo = ReturnType<typeof jobRunsRepo>;
