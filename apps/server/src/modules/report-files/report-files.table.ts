import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { storedFileKey } from '../files';

/**
 * A report asked for: which source makes it, with what parameters, for whom and within which
 * scope (the asker's company and customers when they asked). The `reportFiles.write` job fills
 * `fileId`; until then its run (job_runs, owner `reportFile`) says RUNNING, or FAILED and why.
 */
export const reportFiles = pgTable(
  'report_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The name the asker downloads, `{fileName}.xlsx`: made by the server, never by the client. */
    fileName: text('file_name').notNull().unique(),
    source: text('source').notNull(),
    params: jsonb('params').notNull(),
    /** The asker's company (null: a super admin) and customers (null: all of them) when asked. */
    companyId: integer('company_id').references(companyKey, { onDelete: 'cascade' }),
    customerIds: jsonb('customer_ids').$type<number[] | null>(),
    requestedBy: integer('requested_by').notNull(),
    /** The asker's IANA zone: dates are filtered and times shown in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    fileId: uuid('file_id').references(storedFileKey, { onDelete: 'restrict' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_files_created_idx').on(t.createdDate),
    index('report_files_file_idx').on(t.fileId),
  ],
);
