import {
  and,
  countDistinct,
  desc,
  eq,
  isNotNull,
  ne,
  sql,
  sum,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { TopEntry } from '@veritag/domain';
import type { Db } from '../../db/database';
import { scopeConditions, type RecordScope } from '../../platform/access';
import { endUserRegistrations, endUsers, loyaltyEntries, redemptions } from './end-users.table';

/** The company condition alone: end users and their points belong to no customer. */
const ofCompany = (scope: RecordScope, column: AnyColumn): SQL | undefined =>
  scope.companyId === null ? undefined : eq(column, scope.companyId);

const earned = (scope: RecordScope) =>
  and(ofCompany(scope, loyaltyEntries.companyId), eq(loyaltyEntries.kind, 'earned'));

/**
 * This module's named reads for the main dashboard (decision 0284): the people who registered
 * products and their loyalty points, counted for what a scope sees (every company when its
 * company is null).
 */
export function endUserFigures(db: Db) {
  const single = async (query: Promise<{ n: number | string | null }[]>) =>
    Number((await query)[0]?.n ?? 0);
  return {
    /** Products registered by the people who scanned them: confirmed registrations. */
    confirmedRegistrations: (scope: RecordScope) =>
      single(
        db
          .select({ n: sql<number>`count(*)` })
          .from(endUserRegistrations)
          .where(
            and(
              ...scopeConditions(
                scope,
                endUserRegistrations.companyId,
                endUserRegistrations.customerId,
              ),
              isNotNull(endUserRegistrations.confirmedAt),
            ),
          ),
      ),
    /** The people who registered a product. */
    endUsers: (scope: RecordScope) =>
      single(
        db
          .select({ n: sql<number>`count(*)` })
          .from(endUsers)
          .where(ofCompany(scope, endUsers.companyId)),
      ),
    /** End users who earned points at least once: the loyalty members. */
    loyaltyMembers: (scope: RecordScope) =>
      single(
        db
          .select({ n: countDistinct(loyaltyEntries.endUserId) })
          .from(loyaltyEntries)
          .where(earned(scope)),
      ),
    /** Points earned. */
    pointsEarned: (scope: RecordScope) =>
      single(
        db
          .select({ n: sum(loyaltyEntries.points) })
          .from(loyaltyEntries)
          .where(earned(scope)),
      ),
    /** Points asked to redeem, requests not refused. */
    pointsAskedToRedeem: (scope: RecordScope) =>
      single(
        db
          .select({ n: sum(redemptions.points) })
          .from(redemptions)
          .where(and(ofCompany(scope, redemptions.companyId), ne(redemptions.status, 'refused'))),
      ),
    /** End users by the points they earned, most first. */
    async topEarners(scope: RecordScope, limit: number): Promise<TopEntry[]> {
      const n = sum(loyaltyEntries.points);
      const rows = await db
        .select({ id: endUsers.id, name: endUsers.name, n })
        .from(loyaltyEntries)
        .innerJoin(endUsers, eq(endUsers.id, loyaltyEntries.endUserId))
        .where(earned(scope))
        .groupBy(endUsers.id, endUsers.name)
        .orderBy(desc(n), endUsers.id)
        .limit(limit);
      return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.n) }));
    },
  };
}
export type EndUserFigures = ReturnType<typeof endUserFigures>;
