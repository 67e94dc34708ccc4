import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobRunStates = ['RUNNING', 'COMPLETED', 'FAILED'] as const;
export type JobRunState = (typeof jobRunStates)[number];

/**
 * One run of a job, as the record that started it shows it: RUNNING with done of total,
 * then COMPLETED or FAILED with a reason a user can read. Its id is the pg-boss job's id.
 * pg-boss keeps the queue (its own `pgboss` schema); this row keeps what outlives it: the
 * checkpoint a restarted attempt resumes from, and the attempt number that fences off an
 * attempt presumed dead (see job-runs.ts).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    state: text('state').$type<JobRunState>().notNull().default('RUNNING'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    /** A sentence for the user when FAILED; the stack is in the log, never here. */
    reason: text('reason'),
    checkpoint: jsonb('checkpoint'),
    /** The record that started it, e.g. ('codeBatch', '12'); null for jobs nobody watches. */
    owner: text('owner'),
    ownerId: text('owner_id'),
    attempt: integer('attempt').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('job_runs_owner_idx').on(t.owner, t.ownerId, t.createdAt),
    index('job_runs_running_idx')
      .on(t.state)
      .where(sql`${t.state} = 'RUNNING'`),
    check('job_runs_state_check', sql`${t.state} in ('RUNNING', 'COMPLETED', 'FAILED')`),
  ],
);
