import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobTransaction } from '../../platform/jobs';
import type { ScannedCode } from './scan-store';
import { flaggedCodes, productScanRules } from './scans.table';

export interface ProductScanRules {
  flagAfterSessions?: number;
  autoBlacklist: boolean;
}

export async function readProductScanRules(db: Db, productId: number): Promise<ProductScanRules> {
  const [row] = await db.select().from(productScanRules).where(eq(productScanRules.productId, productId));
  return { flagAfterSessions: row?.flagAfterSessions ?? undefined, autoBlacklist: row?.autoBlacklist ?? false };
}

/**
 * A product's threshold of scan sessions: the scan that reaches it flags the code (once), and
 * with auto-blacklist also blacklists it with the reason "max scan count". Sessions, not scans:
 * a person retrying within the session window never flags a genuine label.
 */
export async function applyScanRules(
  db: Db,
  scan: { code: ScannedCode; rules: ProductScanRules; sessions: number; at: Date },
  autoBlacklist: (tx: JobTransaction, code: ScannedCode) => Promise<void>,
): Promise<void> {
  const threshold = scan.rules.flagAfterSessions;
  if (threshold === undefined || scan.sessions < threshold) return;
  await db.transaction(async (tx) => {
    const flagged = await tx
      .insert(flaggedCodes)
      .values({ codeId: scan.code.codeId, companyId: scan.code.companyId, sessions: scan.sessions, flaggedAt: scan.at })
      .onConflictDoNothing()
      .returning({ codeId: flaggedCodes.codeId });
    if (flagged.length > 0 && scan.rules.autoBlacklist) await autoBlacklist(tx, scan.code);
  });
}
