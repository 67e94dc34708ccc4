import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { scanSessionWindowMs } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { PlatformOutbox } from '../../platform/outbox';
import { invalidScans } from './scans.table';

/** How far back a report by the same email or mobile of the same code is the same report. */
const duplicateWindowMs = 30 * 24 * 60 * 60 * 1000;

export interface ReportedScan {
  id: number;
  code: string;
  companyId: number | null;
  customerId: number | null;
  device: string;
  network: string | null;
}

/**
 * Stores a person's report of a not-genuine scan as at most one row per scan session and per
 * person (decision 0344). A report from the same session (the same code from the same device or
 * network within the session window) updates the earlier one: a person who corrects their
 * mobile is not two reports. The same code reported again with the same email or mobile is an
 * obvious duplicate: merged, counted in `report_count`. Anything else is a new report.
 */
export async function storeReport(
  db: Db,
  scan: ReportedScan,
  person: { name: string; email: string; mobile: string },
  at: Date,
  outbox?: Pick<PlatformOutbox, 'recordPlatformEvent'>,
): Promise<void> {
  const sameSession = and(
    or(
      eq(invalidScans.device, scan.device),
      scan.network === null ? undefined : eq(invalidScans.network, scan.network),
    ),
    gt(invalidScans.lastReportedAt, new Date(at.getTime() - scanSessionWindowMs)),
  );
  const samePerson = and(
    or(eq(invalidScans.email, person.email), eq(invalidScans.mobile, person.mobile)),
    gt(invalidScans.lastReportedAt, new Date(at.getTime() - duplicateWindowMs)),
  );
  await db.transaction(async (tx) => {
    // One report of a code at a time: two submits of one session cannot both insert.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invalid-scan:${scan.code}`}))`);
    const [earlier] = await tx
      .select({ id: invalidScans.id, sameSession: sql<boolean>`${sameSession}` })
      .from(invalidScans)
      .where(and(eq(invalidScans.code, scan.code), or(sameSession, samePerson)))
      .orderBy(desc(invalidScans.lastReportedAt))
      .limit(1);
    if (earlier) {
      await tx
        .update(invalidScans)
        .set({
          ...person,
          lastReportedAt: at,
          ...(earlier.sameSession ? {} : { reportCount: sql`${invalidScans.reportCount} + 1` }),
        })
        .where(eq(invalidScans.id, earlier.id));
      return;
    }
    const [report] = await tx
      .insert(invalidScans)
      .values({
        scanId: scan.id,
        companyId: scan.companyId,
        customerId: scan.customerId,
        code: scan.code,
        ...person,
        device: scan.device,
        network: scan.network,
        createdAt: at,
        lastReportedAt: at,
      })
      .returning({ id: invalidScans.id });
    // A new report is announced (decision 0452); a merged duplicate is the same report.
    if (outbox && scan.companyId !== null)
      await outbox.recordPlatformEvent(tx, {
        companyId: scan.companyId,
        type: 'invalid_scan.reported',
        data: {
          invalidScanId: report!.id,
          scanId: scan.id,
          code: scan.code,
          customerId: scan.customerId,
          ...person,
          reportedAt: at.toISOString(),
        },
      });
  });
}
