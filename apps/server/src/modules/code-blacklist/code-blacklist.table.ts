import { isNull, sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BlacklistEvidence, BlacklistReview } from '@veritag/domain';
import { companyKey } from '../companies';

/**
 * One row per blacklisting of a code (decision 0270): active while reactivated_at is null, and
 * kept when the code is reactivated, so a code's rows are its history. The partial unique
 * index allows at most one active entry per code; it is also what the scan's lookup reads
 * through the blacklistedCodes view.
 * `code` and `customer_id` are copies of what the code's record and batch say (neither ever
 * changes), so the list searches codes and is limited to a user's customers without reading
 * another module's tables. Logins are kept as text, as the audit trail keeps them: an entry
 * must still say who after the user is gone. blacklisted_by null: the platform did it.
 * review (decision 0350): null for a person's blacklisting; the platform's is 'pending' until a
 * person confirms it ('confirmed') or lifts it (reactivated, review left 'pending'), with who
 * and when in reviewed_by/at; evidence is what the platform saw (null for a person's).
 */
export const codeBlacklist = pgTable(
  'code_blacklist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The code (codes.id). No foreign key, as codes has none to its company: the per-row check
     * locks each code's row (FOR KEY SHARE), which made blacklisting 100,000 codes take 12 s
     * instead of about 2 on PGlite. Entries are only made for codes just read from codes, in
     * the same transaction, and codes are never deleted.
     */
    codeId: bigint('code_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    blacklistedBy: text('blacklisted_by'),
    blacklistedAt: timestamp('blacklisted_at', { withTimezone: true }).notNull(),
    reactivatedBy: text('reactivated_by'),
    reactivatedAt: timestamp('reactivated_at', { withTimezone: true }),
    reactivateNote: text('reactivate_note'),
    review: text('review').$type<BlacklistReview>(),
    evidence: jsonb('evidence').$type<BlacklistEvidence>(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('code_blacklist_active_key')
      .on(t.codeId)
      .where(sql`reactivated_at is null`),
    index('code_blacklist_code_idx').on(t.codeId, t.blacklistedAt),
    index('code_blacklist_company_idx').on(t.companyId, t.blacklistedAt),
    check('code_blacklist_review_check', sql`${t.review} in ('pending', 'confirmed')`),
  ],
);

/**
 * This module's named read for the scan's one lookup (scans/scan-store.ts): the codes on the
 * blacklist now, with why, since when and their review ('pending': the platform's blacklisting
 * no person has confirmed, which the scan page shows as "under review"). Joined by code_id, it
 * reads the partial unique index of active entries; a second round trip through this module's
 * service would cost every scan.
 */
export const blacklistedCodes = pgView('blacklisted_codes').as((qb) =>
  qb
    .select({
      codeId: codeBlacklist.codeId,
      reason: codeBlacklist.reason,
      blacklistedAt: codeBlacklist.blacklistedAt,
      review: codeBlacklist.review,
    })
    .from(codeBlacklist)
    .where(isNull(codeBlacklist.reactivatedAt)),
);
