import { sql } from 'drizzle-orm';
import { scanSessionWindowMs, type BlacklistReason, type NotGenuineReason, type ScanVerdict } from '@veritag/domain';
import { pgErrorCode, uniqueViolation, type Db } from '../../db/database';

/** The code as issued, with the session its latest scans belong to, found by the scan's one lookup. */
export interface ScannedCode {
  codeId: number;
  code: string;
  companyId: number;
  batch: { kind: string; id: number };
  /** The code's latest session: its number, and the device and time that started it. */
  lastSession?: { session: number; device: string; startedAt: Date };
  /** The code's active blacklist entry, when it has one. */
  blacklist?: { reason: BlacklistReason; since: Date };
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

export async function findScannedCode(db: Db, code: string): Promise<ScannedCode | undefined> {
  const [row] = await rowsOf<{
    id: string | number;
    code: string;
    company_id: number;
    batch_kind: string;
    batch_id: number;
    session: number | null;
    device: string | null;
    started_at: string | Date | null;
    blacklist_reason: BlacklistReason | null;
    blacklisted_at: string | Date | null;
  }>(
    db,
    // The code blacklist's table is read here, in the scan's one lookup, by its partial unique
    // index of active entries: a second round trip through its door would cost every scan.
    sql`
      select c.id, c.code, c.company_id, c.batch_kind, c.batch_id, l.session, l.device, l.created_at as started_at,
        b.reason as blacklist_reason, b.blacklisted_at
      from codes c
      left join code_blacklist b on b.code_id = c.id and b.reactivated_at is null
      left join lateral (
        select s.session, s.device, s.created_at from scans s
        where s.code_id = c.id and s.starts_session order by s.session desc limit 1
      ) l on true
      where c.code = ${code}`,
  );
  if (!row) return undefined;
  const found: ScannedCode = { codeId: Number(row.id), code: row.code, companyId: row.company_id, batch: { kind: row.batch_kind, id: row.batch_id } };
  if (row.session !== null) found.lastSession = { session: row.session, device: row.device!, startedAt: new Date(row.started_at!) };
  if (row.blacklist_reason !== null) found.blacklist = { reason: row.blacklist_reason, since: new Date(row.blacklisted_at!) };
  return found;
}

export interface KnownScan {
  code: ScannedCode;
  customerId: number;
  productId?: number;
  device: string;
  at: Date;
  /** A verdict already decided (not genuine: blacklisted, inactive, expired), else the sessions decide. */
  decided?: { verdict: 'notGenuine'; reason: NotGenuineReason };
  /** More sessions than this reach the limit. */
  allowedSessions?: number;
}

export interface StoredScan {
  scanId: number;
  verdict: ScanVerdict;
  session: number;
}

/**
 * The session a scan belongs to: the code's latest, when the same device started it within
 * the window (a person retrying), else the next one.
 */
export function sessionOf(code: ScannedCode, device: string, at: Date): { session: number; starts: boolean } {
  const last = code.lastSession;
  if (last && last.device === device && at.getTime() - last.startedAt.getTime() < scanSessionWindowMs) return { session: last.session, starts: false };
  return { session: (last?.session ?? 0) + 1, starts: true };
}

const verdictOf = (scan: KnownScan, session: number): ScanVerdict =>
  scan.decided?.verdict ?? (session === 1 ? 'genuine' : scan.allowedSessions !== undefined && session > scan.allowedSessions ? 'limitReached' : 'alreadyVerified');

/**
 * Stores a scan of a known code with its session and verdict: one insert, as cheap as a scan
 * can be stored. When another phone took the same next session number first, the unique
 * index refuses this one; the code is read again and the scan counted in the session after.
 */
export async function storeKnownScan(db: Db, scan: KnownScan, reread: () => Promise<ScannedCode>): Promise<StoredScan> {
  for (let attempt = 1; ; attempt++) {
    const { session, starts } = sessionOf(scan.code, scan.device, scan.at);
    const verdict = verdictOf(scan, session);
    try {
      const [row] = await rowsOf<{ id: string | number }>(
        db,
        sql`
          insert into scans (code, code_id, company_id, customer_id, product_id, verdict, reason, device, session, starts_session, created_at)
          values (${scan.code.code}, ${scan.code.codeId}, ${scan.code.companyId}, ${scan.customerId}, ${scan.productId ?? null}, ${verdict},
            ${scan.decided?.reason ?? null}, ${scan.device}, ${session}, ${starts}, ${scan.at.toISOString()})
          on conflict (code_id, session) where starts_session do nothing
          returning id`,
      );
      if (row) return { scanId: Number(row.id), verdict, session };
    } catch (error) {
      if (pgErrorCode(error) !== uniqueViolation) throw error;
    }
    if (attempt >= 20) throw new Error(`Scan of ${scan.code.code} lost its session race ${attempt} times`);
    scan = { ...scan, code: await reread() };
  }
}

/** A scan of something the platform never issued (or a malformed value): kept as evidence. */
export async function storeUnknownScan(db: Db, scan: { code: string; reason: NotGenuineReason; device: string; at: Date }): Promise<number> {
  const [row] = await rowsOf<{ id: string | number }>(
    db,
    sql`insert into scans (code, verdict, reason, device, created_at) values (${scan.code.slice(0, 64)}, 'notGenuine', ${scan.reason}, ${scan.device}, ${scan.at.toISOString()}) returning id`,
  );
  return Number(row!.id);
}

/**
 * What a repeat scan's page tells of the code's earlier sessions: when the first and the
 * previous one began, and where the latest earlier session began, when that person shared it
 * (sessions' first scans only: the index that counts sessions finds them).
 */
export async function earlierSessions(db: Db, codeId: number, session: number) {
  const [row] = await rowsOf<{ first_at: string | Date; previous_at: string | Date | null; lat: number | null; lng: number | null }>(
    db,
    sql`
      select
        (select created_at from scans where code_id = ${codeId} and starts_session and session = 1) as first_at,
        (select created_at from scans where code_id = ${codeId} and starts_session and session = ${session - 1}) as previous_at,
        p.lat, p.lng
      from (select 1) one
      left join lateral (
        select lat, lng from scans where code_id = ${codeId} and starts_session and session < ${session} and lat is not null order by session desc limit 1
      ) p on true`,
  );
  return {
    firstAt: new Date(row!.first_at),
    previousAt: row!.previous_at === null ? undefined : new Date(row!.previous_at),
    previousPlace: row!.lat === null ? undefined : { lat: Number(row!.lat), lng: Number(row!.lng!) },
  };
}
