import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  blacklistReasonLabels,
  type BlacklistEntry,
  type BlacklistReason,
  type BlacklistReview,
  type Page,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import type { JobTransaction } from '../../platform/jobs';
import { codeBlacklist } from './code-blacklist.table';

/** Whose entries a caller reads: their company, and their customers when they are limited to some. */
export interface BlacklistScope {
  companyId: number;
  customerIds: readonly number[] | null;
}

export type BlacklistColumn = 'code' | 'reason' | 'note' | 'blacklistedBy';

/** The reason as the list shows it ('Not sold'), so its Contains filter and sort go by the words on the screen. */
const reasonLabel = sql`(case ${codeBlacklist.reason} ${sql.join(
  Object.entries(blacklistReasonLabels).map(([reason, label]) => sql`when ${reason} then ${label}`),
  sql` `,
)} else ${codeBlacklist.reason} end)`;

const columns = {
  code: codeBlacklist.code,
  reason: reasonLabel,
  note: codeBlacklist.note,
  blacklistedBy: codeBlacklist.blacklistedBy,
} as const;
const sortColumns = { ...columns, createdDate: codeBlacklist.blacklistedAt } as const;

export const scopeWhere = (scope: BlacklistScope): SQL[] => [
  eq(codeBlacklist.companyId, scope.companyId),
  ...(scope.customerIds === null
    ? []
    : [inArray(codeBlacklist.customerId, [...scope.customerIds])]),
];

export const toEntry = (row: typeof codeBlacklist.$inferSelect): BlacklistEntry => ({
  id: row.id,
  code: row.code,
  reason: row.reason as BlacklistReason,
  note: row.note,
  active: row.reactivatedAt === null,
  blacklistedBy: row.blacklistedBy,
  blacklistedAt: row.blacklistedAt.toISOString(),
  reactivatedBy: row.reactivatedBy,
  reactivatedAt: row.reactivatedAt?.toISOString() ?? null,
  reactivateNote: row.reactivateNote,
  review: row.review,
  evidence: row.evidence,
  reviewedBy: row.reviewedBy,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

/** The list's own filters beside the kit's: blacklisted now or reactivated, and where the platform's stand in review. */
export interface BlacklistFilters {
  active?: boolean;
  review?: BlacklistReview;
}

export function blacklistReads(db: Db) {
  return {
    /** A page of entries, newest first unless sorted; `active` true: blacklisted now, false: reactivated; `review` as stored. */
    async page(
      scope: BlacklistScope,
      query: ListQuery<BlacklistColumn> & BlacklistFilters,
    ): Promise<Page<BlacklistEntry>> {
      const activeOnly =
        query.active === undefined
          ? undefined
          : query.active
            ? isNull(codeBlacklist.reactivatedAt)
            : isNotNull(codeBlacklist.reactivatedAt);
      const inReview =
        query.review === undefined ? undefined : eq(codeBlacklist.review, query.review);
      const where = and(...scopeWhere(scope), activeOnly, inReview, listFilter(columns, query));
      const { limit, offset } = limitOf(query);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(codeBlacklist)
          .where(where)
          .orderBy(...listOrder(sortColumns, query.sort, codeBlacklist.id))
          .limit(limit)
          .offset(offset),
        listTotal(db, codeBlacklist, where),
      ]);
      return pageOf(rows.map(toEntry), total, query);
    },

    /** Every entry of one code, newest first. */
    async history(codeId: number, tx: Db | JobTransaction = db): Promise<BlacklistEntry[]> {
      const rows = await tx
        .select()
        .from(codeBlacklist)
        .where(eq(codeBlacklist.codeId, codeId))
        .orderBy(desc(codeBlacklist.blacklistedAt), desc(codeBlacklist.id));
      return rows.map(toEntry);
    },

    /** The code's active entry, if it is blacklisted now. */
    async activeEntry(
      codeId: number,
      tx: Db | JobTransaction = db,
    ): Promise<BlacklistEntry | undefined> {
      const [row] = await tx
        .select()
        .from(codeBlacklist)
        .where(and(eq(codeBlacklist.codeId, codeId), isNull(codeBlacklist.reactivatedAt)));
      return row && toEntry(row);
    },
  };
}
export type BlacklistReads = ReturnType<typeof blacklistReads>;
