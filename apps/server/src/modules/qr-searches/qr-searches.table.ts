import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { customerKey } from '../customers';
import { storedFileKey } from '../files';

/** What the search's own job wrote; PENDING until then (the list reads RUNNING and FAILED off its job run). */
export type QrSearchOutcome = 'PENDING' | 'COMPLETED' | 'NOT_FOUND';

/**
 * A QR code search (spec 002 'QrCode Search List'): the code as typed, for one customer of the
 * company; the `qrSearches.compile` job fills `code_id` and `file_id` (the code's history as
 * EPCIS 2.0 JSON) and sets COMPLETED, or NOT_FOUND when the code is not that customer's.
 * Customer name and creator are kept as text, as the audit trail keeps them, so a row still
 * reads the same after a rename or a user's removal.
 */
export const qrSearches = pgTable(
  'qr_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull().references(customerKey, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    qrCode: text('qr_code').notNull(),
    /** codes.id once found; no foreign key, as the code blacklist (codes are never deleted). */
    codeId: bigint('code_id', { mode: 'number' }),
    status: text('status').$type<QrSearchOutcome>().notNull().default('PENDING'),
    /** The compile job's run (job_runs.id): RUNNING, FAILED and the reason are read from it. */
    runId: uuid('run_id'),
    fileId: uuid('file_id').references(storedFileKey, { onDelete: 'restrict' }),
    createdBy: text('created_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('qr_searches_company_idx').on(t.companyId, t.createdDate),
    index('qr_searches_file_idx').on(t.fileId),
    check('qr_searches_status_check', sql`${t.status} in ('PENDING', 'COMPLETED', 'NOT_FOUND')`),
  ],
);
