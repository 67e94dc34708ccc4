import {
  bigint,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every code the platform has issued, for every flow (template histories, print data). The
 * unique index on `code` is what makes a code unique platform-wide: the service never relies
 * on chance. A batch is (batch_kind, batch_id), so any module's records can own codes
 * without a foreign key per owner; `seq` numbers a batch's codes from 1 in the order they print.
 */
export const codes = pgTable(
  'codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    /**
     * The company the batch was issued for. No foreign key: a per-row check made a 1,000,000-code
     * COPY about 50% slower, and the batch's own record (which the caller writes in the same
     * transaction) already holds the company by foreign key.
     */
    companyId: integer('company_id').notNull(),
    /** Which kind of record owns the batch: `templateHistory`, `printData`. */
    batchKind: text('batch_kind').notNull(),
    batchId: integer('batch_id').notNull(),
    seq: integer('seq').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('codes_code_key').on(t.code),
    uniqueIndex('codes_batch_seq_key').on(t.batchKind, t.batchId, t.seq),
  ],
);

/**
 * This module's named read for the scan's one lookup (scans/scan-store.ts): each issued code's
 * id, text, company and batch, found by the unique index on the text. A view, so the lookup
 * stays one statement, with the views of the code's other owners joined to it.
 */
export const issuedCodes = pgView('issued_codes').as((qb) =>
  qb
    .select({
      id: codes.id,
      code: codes.code,
      companyId: codes.companyId,
      batchKind: codes.batchKind,
      batchId: codes.batchId,
    })
    .from(codes),
);

/** The columns the bulk writers fill, in COPY's order; the others take their defaults. */
export const copyColumns = 'code, company_id, batch_kind, batch_id, seq';
