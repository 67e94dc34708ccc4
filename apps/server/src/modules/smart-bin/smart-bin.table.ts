import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/**
 * The smart bin (spec 002): issued codes collected from smart bins, so their packaging is used
 * up. One row per code: a code is platform-unique and only its own company can bin it, so a
 * code binned again keeps its first row (when and by whom it was first binned). The unique
 * index on code_id is also what the scan's lookup joins the binnedCodes view by. `qr_code` is the code as the
 * platform issued it (what the list shows and searches); created_by the uploader's login, kept
 * as text as the audit trail keeps it, so a row still says who after the user is gone.
 */
export const smartBinCodes = pgTable(
  'smart_bin_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    /** codes.id; no foreign key, as the code blacklist (codes has none to its company, and codes are never deleted). */
    codeId: bigint('code_id', { mode: 'number' }).notNull(),
    qrCode: text('qr_code').notNull(),
    createdBy: text('created_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('smart_bin_codes_code_key').on(t.codeId),
    index('smart_bin_codes_company_idx').on(t.companyId, t.createdDate),
  ],
);

/**
 * This module's named read for the scan's one lookup (scans/scan-store.ts): each binned code
 * and when it was binned, joined by the unique index on code_id. Read on every scan, never
 * cached, so a code binned a moment ago scans as binned at once.
 */
export const binnedCodes = pgView('binned_codes').as((qb) =>
  qb
    .select({
      codeId: smartBinCodes.codeId,
      binnedAt: sql<Date>`${smartBinCodes.createdDate}`.as('binned_at'),
    })
    .from(smartBinCodes),
);
