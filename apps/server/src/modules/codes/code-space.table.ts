import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many codes of each code type and length the platform has taken (decision 0357): issued, or
 * reserved for a saved batch that has not issued them all yet. One row per (type, length),
 * raised only by a conditional statement (`reserved + n <= cap`), so concurrent saves queue on
 * the row and never pass the cap together. Always the sum of `code_reservations` of its type
 * and length; codes are never deleted, so it never goes down.
 */
export const codeSpaceCounts = pgTable(
  'code_space_counts',
  {
    codeType: text('code_type').notNull(),
    length: integer('length').notNull(),
    reserved: bigint('reserved', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeType, t.length] })],
);

/**
 * Each batch's share of the code space: its settings and how many codes it may hold. A batch
 * reserves its whole quantity when its record is saved (in that transaction), and `issue`
 * checks every call against it, so a job that fails, resumes or is retried issues within what
 * was counted and never counts twice. A batch that issues without a reservation (the demo's
 * and tests' direct calls) reserves as it issues.
 */
export const codeReservations = pgTable(
  'code_reservations',
  {
    batchKind: text('batch_kind').notNull(),
    batchId: integer('batch_id').notNull(),
    codeType: text('code_type').notNull(),
    length: integer('length').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchKind, t.batchId] })],
);
