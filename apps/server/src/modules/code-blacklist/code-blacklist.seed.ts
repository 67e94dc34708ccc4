import type { BlacklistEvidence } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { CodesService } from '../codes';
import type { CodeBlacklistService } from './code-blacklist.service';

/**
 * One of the demo's automatic blacklistings, by the code's place in its batch's print order:
 * what the platform saw, its days counted back from the seed's `now`.
 */
export interface DemoReview {
  place: number;
  seen: Omit<BlacklistEvidence, 'firstAt' | 'lastAt'> & { fromDaysAgo: number; toDaysAgo: number };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo's blacklistings under review (decision 0355), made through `autoBlacklist` as the scan
 * side makes them, so the console's review has something to show on a first start.
 */
export async function seedDemoReviews(
  { db, codes, blacklist }: { db: Db; codes: CodesService; blacklist: CodeBlacklistService },
  batch: { kind: string; id: number },
  reviews: readonly DemoReview[],
  now: Date,
): Promise<void> {
  const inOrder = await codes.ofBatch(
    db,
    batch,
    Math.max(...reviews.map((review) => review.place)) + 1,
  );
  const issued = new Map(
    (
      await codes.findMany(
        db,
        reviews.map((review) => inOrder[review.place]!),
      )
    ).map((code) => [code.code, code]),
  );
  for (const { place, seen } of reviews) {
    const code = issued.get(inOrder[place]!)!;
    const { fromDaysAgo, toDaysAgo, ...counts } = seen;
    const evidence = {
      ...counts,
      firstAt: new Date(now.getTime() - fromDaysAgo * dayMs).toISOString(),
      lastAt: new Date(now.getTime() - toDaysAgo * dayMs).toISOString(),
    };
    await db.transaction((tx) =>
      blacklist.autoBlacklist(tx, { codeId: code.id, companyId: code.companyId, evidence }),
    );
  }
}
