import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { scans } from './scans.table';

/** One consumer scan of a code, as a history of the code shows it. */
export interface CodeScan {
  at: Date;
  verdict: string;
  reason: string | null;
  /** Where the person was, when they shared it. */
  place?: { lat: number; lng: number };
}

/** Every scan of one of a company's codes, oldest first (the trace module's EPCIS history). */
export async function scansOfCode(db: Db, codeId: number, companyId: number): Promise<CodeScan[]> {
  const rows = await db
    .select({
      at: scans.createdAt,
      verdict: scans.verdict,
      reason: scans.reason,
      lat: scans.lat,
      lng: scans.lng,
    })
    .from(scans)
    .where(and(eq(scans.codeId, codeId), eq(scans.companyId, companyId)))
    .orderBy(asc(scans.createdAt), asc(scans.id));
  return rows.map(({ lat, lng, ...scan }) =>
    lat === null || lng === null ? scan : { ...scan, place: { lat, lng } },
  );
}
