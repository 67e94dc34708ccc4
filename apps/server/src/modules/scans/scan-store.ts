import {
  scanSessionWindowMs,
  type BlacklistReason,
  type NotGenuineReason,
  type ScanVerdict,
} from '@veritag/domain';
import { getViewConfig, type PgView } from 'drizzle-orm/pg-core';
import { batchWhileBusy } from '../../db/batch-while-busy';
import type { Db } from '../../db/database';
import { arrayLiteral, batchConcurrency, preparedStatement } from '../../db/prepared-statements';
import { blacklistedCodes } from '../code-blacklist';
import { issuedCodes } from '../codes';
import { linkedCodes } from '../link-qr';
import { binnedCodes } from '../smart-bin';
import { announcedScans, announcedTypes, type ScanOutbox } from './announced-scans';
import {
  byPosition,
  scanColumnArrays,
  scanColumns,
  storeKnownBatch,
  type StoreRow,
} from './scan-rows';

/** The code as issued, with the session its latest scans belong to, found by the scan's one lookup. */
export interface ScannedCode {
  codeId: number;
  code: string;
  companyId: number;
  batch: { kind: string; id: number };
  /** The code's latest session: its number, and the device, network and time that started it. */
  lastSession?: { session: number; device: string; network: string | null; startedAt: Date };
  /** The code's active blacklist entry, when it has one; `underReview` when the platform made it and no person confirmed it yet. */
  blacklist?: { reason: BlacklistReason; since: Date; underReview: boolean };
  /** When the code was collected from a smart bin: its packaging is used up. */
  binnedAt?: Date;
  /** The product Link QrCode linked the code to, which it stands for instead of its batch's. */
  linkedProductId?: number;
}

/**
 * The scan path's statements, prepared once per database handle (see preparedStatement): the
 * lookup with its joins was planned on every scan, which cost more than the lookup itself.
 */
const statements = new WeakMap<Db, ReturnType<typeof prepareScanStatements>>();
const statementsOf = (db: Db) =>
  statements.get(db) ?? statements.set(db, prepareScanStatements(db)).get(db)!;

type CodeRow = Awaited<ReturnType<ReturnType<typeof prepareScanStatements>['findCode']>>[number];

/** The lookup and the insert of a known code's scan, as batches while the database is busy (batch-while-busy.ts). */
const batches = new WeakMap<Db, ReturnType<typeof scanBatches>>();
const batchesOf = (db: Db) => batches.get(db) ?? batches.set(db, scanBatches(db)).get(db)!;

function scanBatches(db: Db) {
  const { findCode, findCodes, storeKnownOne, storeKnown } = statementsOf(db);
  const options = { concurrency: batchConcurrency(db), maxBatch: 64 };
  return {
    findCode: batchWhileBusy<string, CodeRow | undefined>(async (codes) => {
      if (codes.length === 1) return [(await findCode(codes))[0]];
      return byPosition(codes.length, await findCodes([arrayLiteral(codes)]));
    }, options),
    storeKnown: batchWhileBusy<StoreRow, number | undefined>(async (rows) => {
      if (rows.length === 1) {
        const [row] = await storeKnownOne(rows[0]!);
        return [row && Number(row.id)];
      }
      const answered = byPosition(rows.length, await storeKnown(scanColumnArrays(rows)));
      return answered.map((row) => (row?.stored === 't' ? Number(row.id) : undefined));
    }, options),
  };
}

const nameOf = (view: PgView) => getViewConfig(view).name;
// The lookup's columns and joins, for one code and for a batch: the issued code (`c`) and what
// the modules that own its other facts say now, each through the view its owner publishes
// (issued, blacklisted, binned, linked), joined by the owner's unique index on code_id.
const codeColumns = `c.id, c.company_id, c.batch_kind, c.batch_id, l.session, l.device, l.network, l.created_at as started_at,
  b.reason as blacklist_reason, b.blacklisted_at, b.review as blacklist_review, sb.binned_at, lq.product_id as linked_product_id`;
const codeJoins = `left join ${nameOf(blacklistedCodes)} b on b.code_id = c.id
  left join ${nameOf(binnedCodes)} sb on sb.code_id = c.id
  left join ${nameOf(linkedCodes)} lq on lq.code_id = c.id
  left join lateral (
    select s.session, s.device, s.network, s.created_at from scans s
    where s.code_id = c.id and s.starts_session order by s.session desc limit 1
  ) l on true`;

function prepareScanStatements(db: Db) {
  type CodeColumn =
    | 'id'
    | 'company_id'
    | 'batch_kind'
    | 'batch_id'
    | 'session'
    | 'device'
    | 'network'
    | 'started_at'
    | 'blacklist_reason'
    | 'blacklisted_at'
    | 'blacklist_review'
    | 'binned_at'
    | 'linked_product_id';
  return {
    // The code's blacklisting, binning and link are read here, in the scan's one lookup, through
    // their owners' views: a second round trip through their doors would cost every scan, and
    // nothing is cached, so a blacklisting, a relink or a binning shows at the next scan.
    findCode: preparedStatement<CodeColumn>(
      db,
      'scan_find_code',
      `select ${codeColumns} from ${nameOf(issuedCodes)} c ${codeJoins} where c.code = $1`,
    ),
    storeKnownOne: preparedStatement<'id'>(
      db,
      'scan_store_known',
      `insert into scans (${scanColumns}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict (code_id, session) where starts_session do nothing
       returning id`,
    ),
    // The same two for a batch (batch-while-busy.ts): arrays in, unnested; each input's
    // position (`ord`) comes back with its row. Only for two or more: PostgreSQL plans a
    // small batch again on every call (its generic plan guesses ten rows), which cost a
    // batch of one twice the single statement.
    findCodes: preparedStatement<CodeColumn | 'ord'>(
      db,
      'scan_find_codes',
      `select q.ord, ${codeColumns} from unnest($1::text[]) with ordinality q(code, ord) join ${nameOf(issuedCodes)} c on c.code = q.code ${codeJoins}`,
    ),
    storeKnown: preparedStatement<'ord' | 'id' | 'stored'>(
      db,
      'scan_store_known_batch',
      storeKnownBatch,
    ),
    // A repeat scan's evidence and history: every session's start (at most a few a day are
    // counted, sessionsPerCodePerDay), by the partial unique index of session starts.
    sessionStarts: preparedStatement<
      'session' | 'device' | 'network' | 'created_at' | 'lat' | 'lng'
    >(
      db,
      'scan_session_starts',
      `select session, device, network, created_at, lat, lng from scans where code_id = $1 and starts_session order by session limit 1000`,
    ),
    storeUnknown: preparedStatement<'id'>(
      db,
      'scan_store_unknown',
      `insert into scans (code, verdict, reason, device, network, created_at) values ($1, 'notGenuine', $2, $3, $4, $5) returning id`,
    ),
  };
}

export async function findScannedCode(db: Db, code: string): Promise<ScannedCode | undefined> {
  const row = await batchesOf(db).findCode(code);
  if (!row) return undefined;
  const found: ScannedCode = {
    codeId: Number(row.id),
    code,
    companyId: Number(row.company_id),
    batch: { kind: row.batch_kind!, id: Number(row.batch_id) },
  };
  if (row.session !== null)
    found.lastSession = {
      session: Number(row.session),
      device: row.device!,
      network: row.network,
      startedAt: new Date(row.started_at!),
    };
  if (row.blacklist_reason !== null) {
    found.blacklist = {
      reason: row.blacklist_reason as BlacklistReason,
      since: new Date(row.blacklisted_at!),
      underReview: row.blacklist_review === 'pending',
    };
  }
  if (row.binned_at !== null) found.binnedAt = new Date(row.binned_at!);
  if (row.linked_product_id !== null) found.linkedProductId = Number(row.linked_product_id);
  return found;
}

/** What is known of a scan of a known code before its session is worked out. */
export interface KnownScan {
  code: ScannedCode;
  customerId: number;
  productId?: number;
  device: string;
  network: string | null;
  at: Date;
  /** A verdict already decided (not genuine: blacklisted, binned, inactive, expired), and why. */
  reason?: NotGenuineReason;
}

/** Where a scan goes: its session, whether it starts it, and the verdict the page shows. */
export interface ScanPlan {
  session: number;
  starts: boolean;
  verdict: ScanVerdict;
}

export interface StoredScan extends ScanPlan {
  scanId: number;
}

/**
 * The session a scan belongs to: the code's latest, when it started within the window on the
 * same device or from the same network (a person retrying, or a phone that lost its cookie),
 * else the next one.
 */
export function sessionOf(
  code: ScannedCode,
  device: string,
  network: string | null,
  at: Date,
): { session: number; starts: boolean } {
  const last = code.lastSession;
  const same = last && (last.device === device || (network !== null && last.network === network));
  if (last && same && at.getTime() - last.startedAt.getTime() < scanSessionWindowMs)
    return { session: last.session, starts: false };
  return { session: (last?.session ?? 0) + 1, starts: true };
}

/**
 * Stores a scan of a known code as `plan` places it: one insert, as cheap as a scan can be
 * stored (with the others waiting, while the database is busy). When another phone took the
 * same next session number first, the unique index skips this one; the code is read again and
 * the scan planned anew.
 */
export async function storeKnownScan(
  db: Db,
  scan: KnownScan,
  plan: (code: ScannedCode) => Promise<ScanPlan>,
  reread: () => Promise<ScannedCode>,
  outbox?: ScanOutbox,
): Promise<StoredScan> {
  for (let attempt = 1; ; attempt++) {
    const planned = await plan(scan.code);
    const { code, customerId, productId, device, network, at, reason } = scan;
    const row: StoreRow = [
      code.code,
      code.codeId,
      code.companyId,
      customerId,
      productId ?? null,
      planned.verdict,
      reason ?? null,
      device,
      network,
      planned.session,
      planned.starts,
      at.toISOString(),
    ];
    const announced = outbox && announcedTypes.some((type) => outbox.wants(code.companyId, type));
    const scanId = announced
      ? await announcedScans(db, outbox)(row)
      : await batchesOf(db).storeKnown(row);
    if (scanId !== undefined) return { scanId, ...planned };
    if (attempt >= 20)
      throw new Error(`Scan of ${scan.code.code} lost its session race ${attempt} times`);
    scan = { ...scan, code: await reread() };
  }
}

/** A scan of something the platform never issued (or a malformed value): kept as evidence. */
export async function storeUnknownScan(
  db: Db,
  scan: {
    code: string;
    reason: NotGenuineReason;
    device: string;
    network: string | null;
    at: Date;
  },
): Promise<number> {
  const [row] = await statementsOf(db).storeUnknown([
    scan.code.slice(0, 64),
    scan.reason,
    scan.device,
    scan.network,
    scan.at.toISOString(),
  ]);
  return Number(row!.id);
}

/** One started session of a code, as its evidence and the repeat page's history read it. */
export interface SessionRecord {
  session: number;
  device: string;
  network: string | null;
  at: Date;
  place?: { lat: number; lng: number };
}

/** Every session a code's scans started, in order. */
export async function sessionStartsOf(db: Db, codeId: number): Promise<SessionRecord[]> {
  const rows = await statementsOf(db).sessionStarts([codeId]);
  return rows.map((row) => ({
    session: Number(row.session),
    device: row.device!,
    network: row.network,
    at: new Date(row.created_at!),
    ...(row.lat === null ? {} : { place: { lat: Number(row.lat), lng: Number(row.lng) } }),
  }));
}
