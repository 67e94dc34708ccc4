import { desc, eq, sql } from 'drizzle-orm';
import { redemptionRefusal, type PointsEntryKind } from '@veritag/domain';
import type { Db } from '../../db/database';
import { badRequest, fieldError, notFound } from '../../http/problem';
import { endUsers, loyaltyEntries, redemptions } from './end-users.table';

/** How much history the points page shows: the newest entries. */
const historyShown = 20;

export interface PointsView {
  balance: number;
  history: { at: string; points: number; kind: PointsEntryKind }[];
}

const balanceOf = async (db: Pick<Db, 'select'>, endUserId: number) =>
  (
    await db
      .select({ balance: sql<number>`coalesce(sum(${loyaltyEntries.points}), 0)::int` })
      .from(loyaltyEntries)
      .where(eq(loyaltyEntries.endUserId, endUserId))
  )[0]!.balance;

/**
 * A person's points: the balance is the sum of their entries. A redemption request locks the
 * person's row before it reads the balance, so two requests at once cannot spend the same
 * points; its points leave the balance at once, as a redeemRequested entry.
 */
export function loyalty(db: Db) {
  return {
    async pointsOf(endUserId: number): Promise<PointsView> {
      const entries = await db
        .select({
          at: loyaltyEntries.createdAt,
          points: loyaltyEntries.points,
          kind: loyaltyEntries.kind,
        })
        .from(loyaltyEntries)
        .where(eq(loyaltyEntries.endUserId, endUserId))
        .orderBy(desc(loyaltyEntries.id))
        .limit(historyShown);
      return {
        balance: await balanceOf(db, endUserId),
        history: entries.map((entry) => ({
          at: entry.at.toISOString(),
          points: entry.points,
          kind: entry.kind as PointsEntryKind,
        })),
      };
    },

    async redeem(endUserId: number, points: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [person] = await tx
          .select({ companyId: endUsers.companyId })
          .from(endUsers)
          .where(eq(endUsers.id, endUserId))
          .for('update');
        if (!person) throw notFound('Your points account');
        const refusal = redemptionRefusal(points, await balanceOf(tx, endUserId));
        if (refusal) throw badRequest(refusal, [fieldError('points', refusal)]);
        const [request] = await tx
          .insert(redemptions)
          .values({ companyId: person.companyId, endUserId, points })
          .returning({ id: redemptions.id });
        await tx.insert(loyaltyEntries).values({
          companyId: person.companyId,
          endUserId,
          kind: 'redeemRequested',
          points: -points,
          redemptionId: request!.id,
        });
      });
    },
  };
}
export type Loyalty = ReturnType<typeof loyalty>;
