import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/database';
import { lookupFloods } from './public-limits.table';

/** Unknown lookups are counted in windows of ten minutes; a flood is judged per window. */
export const floodWindowSeconds = 600;

/** Where unknown lookups are counted: the whole platform, or one company (its GTINs' Digital Links). */
export type FloodScope = 'platform' | { companyId: number };
const scopeKey = (scope: FloodScope) =>
  scope === 'platform' ? 'platform' : `company:${scope.companyId}`;
const scopeWhere = (scope: FloodScope): SQL =>
  scope === 'platform'
    ? isNull(lookupFloods.companyId)
    : eq(lookupFloods.companyId, scope.companyId);

export interface FloodEpisode {
  companyId: number | null;
  startedAt: Date;
  lastSeenAt: Date;
  peakLookups: number;
  /** Still going: seen within the last window. */
  active: boolean;
}

/**
 * Which scopes are flooded now, as this process last saw their counters, and the episodes on
 * record. Each process learns a flood from its own next unknown lookup (the counter is shared),
 * and keeps it for the window after the last one over the threshold: a flood tightens the
 * limits until a whole window passes below it.
 */
export function floodWatch(
  db: Db,
  clock: () => Date,
  thresholds: { platform: number; company: number },
) {
  const floodedUntil = new Map<string, number>();
  const thresholdOf = (scope: FloodScope) =>
    scope === 'platform' ? thresholds.platform : thresholds.company;

  /** Records the episode: a new row when none was seen in the last two windows, else its last sighting and peak. */
  async function record(scope: FloodScope, count: number): Promise<void> {
    const now = clock();
    const recent = new Date(now.getTime() - 2 * floodWindowSeconds * 1000);
    const updated = await db
      .update(lookupFloods)
      .set({ lastSeenAt: now, peakLookups: sql`greatest(${lookupFloods.peakLookups}, ${count})` })
      .where(and(scopeWhere(scope), gt(lookupFloods.lastSeenAt, recent)))
      .returning({ id: lookupFloods.id });
    if (updated.length > 0) return;
    await db.insert(lookupFloods).values({
      companyId: scope === 'platform' ? null : scope.companyId,
      startedAt: now,
      lastSeenAt: now,
      peakLookups: count,
    });
  }

  return {
    flooded(scope: FloodScope): boolean {
      return (floodedUntil.get(scopeKey(scope)) ?? 0) > Date.now();
    },

    /** After an unknown lookup was counted in `scope`: `counted` is that window's counter. */
    async observe(scope: FloodScope, counted: RateLimiterRes): Promise<void> {
      const count = counted.consumedPoints;
      const threshold = thresholdOf(scope);
      if (count < threshold) return;
      floodedUntil.set(
        scopeKey(scope),
        Date.now() + counted.msBeforeNext + floodWindowSeconds * 1000,
      );
      // A few writes a window, not one per lookup: when the threshold is reached, and at each
      // quarter of it beyond (the counter is shared, so exactly one lookup sees each value).
      const step = Math.max(1, Math.floor(threshold / 4));
      if (count === threshold || (count - threshold) % step === 0) await record(scope, count);
    },

    /** Episodes of the last `days` days, newest first: a company's own, or (null) every one. */
    async recent(companyId: number | null, days = 7): Promise<FloodEpisode[]> {
      const now = clock();
      const since = new Date(now.getTime() - days * 86_400_000);
      const rows = await db
        .select()
        .from(lookupFloods)
        .where(
          and(
            gt(lookupFloods.lastSeenAt, since),
            companyId === null ? undefined : eq(lookupFloods.companyId, companyId),
          ),
        )
        .orderBy(desc(lookupFloods.startedAt))
        .limit(20);
      return rows.map((row) => ({
        companyId: row.companyId,
        startedAt: row.startedAt,
        lastSeenAt: row.lastSeenAt,
        peakLookups: row.peakLookups,
        active: now.getTime() - row.lastSeenAt.getTime() < floodWindowSeconds * 1000,
      }));
    },
  };
}
export type FloodWatch = ReturnType<typeof floodWatch>;
