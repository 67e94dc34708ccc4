import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CaptureJob, CaptureReply } from '@veritag/domain';
import type { Db } from '../../db/database';
import { ApiProblem, notFound } from '../../http/problem';
import type { TraceScope } from './trace-capture';
import { captureJobs } from './trace.table';

type Capture = (scope: TraceScope, body: Record<string, unknown>) => Promise<CaptureReply>;

const jobOf = (row: typeof captureJobs.$inferSelect): CaptureJob => ({
  captureID: row.id,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  running: false,
  success: row.success,
  captureErrorBehaviour: 'rollback',
  errors: row.problem ? [row.problem as CaptureJob['errors'][number]] : [],
  ...(row.result ? (row.result as object) : {}),
});

/**
 * The EPCIS 2.0 REST binding's capture (decision 0442): the document is captured as
 * `POST /v1/epcis/events` captures it, whole or not at all, and the outcome kept as a capture job
 * the sender reads at its Location. A refusal is the job's error, in the words the other call
 * answers; anything else (the database gone) stays a failure of the request itself.
 */
export function captureJobsOf({
  db,
  capture,
  clock,
}: {
  db: Db;
  capture: Capture;
  clock: () => Date;
}) {
  return {
    async run(scope: TraceScope, body: Record<string, unknown>): Promise<CaptureJob> {
      const createdAt = clock();
      let outcome: { success: boolean; problem?: object; result?: object };
      try {
        const reply = await capture(scope, body);
        outcome = { success: true, result: { eventIds: reply.eventIds, counts: reply.counts } };
      } catch (error) {
        if (!(error instanceof ApiProblem)) throw error;
        outcome = {
          success: false,
          problem: {
            type: 'about:blank',
            title: error.title,
            status: error.status,
            ...(error.extra.errors ? { errors: error.extra.errors } : {}),
          },
        };
      }
      const [row] = await db
        .insert(captureJobs)
        .values({
          id: randomUUID(),
          companyId: scope.companyId,
          createdAt,
          finishedAt: clock(),
          success: outcome.success,
          problem: outcome.problem ?? null,
          result: outcome.result ?? null,
        })
        .returning();
      return jobOf(row!);
    },

    /** A job of the caller's company; another company's reads as one that does not exist. */
    async find(companyId: number, id: string): Promise<CaptureJob> {
      const [row] = await db
        .select()
        .from(captureJobs)
        .where(and(eq(captureJobs.id, id), eq(captureJobs.companyId, companyId)));
      if (!row) throw notFound('Capture job');
      return jobOf(row);
    },
  };
}
