import { eq } from 'drizzle-orm';
import { noProductScanRules, type ProductScanRules, type ScanEvidence } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { JobTransaction } from '../../platform/jobs';
import type { ScannedCode } from './scan-store';
import { flaggedCodes, productScanRules } from './scans.table';

export async function readProductScanRules(db: Db, productId: number): Promise<ProductScanRules> {
  const [row] = await db
    .select({
      flagAfterSessions: productScanRules.flagAfterSessions,
      autoBlacklist: productScanRules.autoBlacklist,
    })
    .from(productScanRules)
    .where(eq(productScanRules.productId, productId));
  return row ?? { ...noProductScanRules };
}

/** One row per product, replaced whole: rules turned off keep their row, which says the same as none. */
export async function writeProductScanRules(
  db: Db,
  productId: number,
  rules: ProductScanRules,
): Promise<ProductScanRules> {
  const [row] = await db
    .insert(productScanRules)
    .values({ productId, ...rules })
    .onConflictDoUpdate({ target: productScanRules.productId, set: rules })
    .returning({
      flagAfterSessions: productScanRules.flagAfterSessions,
      autoBlacklist: productScanRules.autoBlacklist,
    });
  return row!;
}

/**
 * A product's threshold of people who scanned a code (the evidence of its sessions, decision 0342:
 * a client cannot add people by itself): the scan that reaches it flags the code (once), and
 * with auto-blacklist also blacklists it with the reason "max scan count", under review until a
 * person confirms it. Sessions within a window from one device or network are one already.
 */
export async function applyScanRules(
  db: Db,
  scan: { code: ScannedCode; rules: ProductScanRules; evidence: ScanEvidence; at: Date },
  autoBlacklist: (tx: JobTransaction, code: ScannedCode, evidence: ScanEvidence) => Promise<void>,
): Promise<void> {
  const threshold = scan.rules.flagAfterSessions;
  if (threshold === null || scan.evidence.people < threshold) return;
  await db.transaction(async (tx) => {
    const flagged = await tx
      .insert(flaggedCodes)
      .values({
        codeId: scan.code.codeId,
        companyId: scan.code.companyId,
        sessions: scan.evidence.sessions,
        flaggedAt: scan.at,
      })
      .onConflictDoNothing()
      .returning({ codeId: flaggedCodes.codeId });
    if (flagged.length > 0 && scan.rules.autoBlacklist)
      await autoBlacklist(tx, scan.code, scan.evidence);
  });
}
