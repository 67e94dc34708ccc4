import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { roughPlace, wellFormedScannedCode, type NotGenuineReason, type ScanPageCustomer, type ScanPageProduct, type ScanPageView } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { JobTransaction } from '../../platform/jobs';
import { ApiProblem } from '../../http/problem';
import type { CodesService } from '../codes';
import { applyScanRules } from './scan-rules';
import { scanSources } from './scan-sources';
import { earlierSessions, findScannedCode, storeKnownScan, storeUnknownScan, type ScannedCode } from './scan-store';
import type { ScanTokens } from './scan-tokens';
import { invalidScans, scans } from './scans.table';

export interface ScanRequest {
  /** The code as the URL carried it. */
  raw: string;
  /** Who scanned, as `deviceOf` tells devices apart: its cookie, else a digest of its address and browser. */
  device: string;
}

/** Who scanned, as far as a device can be told apart: its cookie, else its address and browser. */
export interface ScanDevice {
  cookie?: string;
  address: string;
  userAgent: string;
}

export interface ScansServiceOptions {
  db: Db;
  codes: CodesService;
  tokens: ScanTokens;
  clock: () => Date;
  /** Where a published file is served (the scan module's file route). */
  fileUrl: (fileId: string) => string;
  /** Blacklists a code with the reason "max scan count" (the code blacklist's door), inside the caller's transaction. */
  autoBlacklist: (tx: JobTransaction, code: ScannedCode) => Promise<void>;
  /**
   * Called in the transaction that stores a scan's place. Registered by modules listed after
   * this one (geo-diversion), so scans depends on none of them; one list for every service
   * built from these options (the demo's past scans too).
   */
  placeListeners: PlaceListener[];
}

const scanBehindColumns = {
  id: scans.id,
  code: scans.code,
  codeId: scans.codeId,
  companyId: scans.companyId,
  customerId: scans.customerId,
  productId: scans.productId,
  verdict: scans.verdict,
};
/** A stored scan as its follow-up pages (report, registration) see it. */
export interface ScanBehind {
  scan: { id: number; code: string; codeId: number | null; companyId: number | null; customerId: number | null; productId: number | null; verdict: string };
  product?: ScanPageProduct;
  customer?: ScanPageCustomer;
}

/** A scan that has just been given its place, as the modules that watch places see it. */
export interface PlacedScan {
  scanId: number;
  code: string;
  codeId: number;
  companyId: number;
  customerId: number | null;
  productId: number | null;
  place: { lat: number; lng: number };
  scannedAt: Date;
}
/** Runs inside the transaction that stores the place: what it writes is stored with the place, or neither is. */
export type PlaceListener = (tx: JobTransaction, scan: PlacedScan) => Promise<void>;

/** An action token past its hour, or one never made: the page asks to scan again. */
const staleScan = () => new ApiProblem(410, 'This scan can no longer be changed: scan the code again');

/** A digest that tells devices apart and names no one (the address is never stored). */
const deviceDigest = ({ cookie, address, userAgent }: ScanDevice) =>
  cookie ?? createHash('sha256').update(`${address}|${userAgent}`).digest('base64url').slice(0, 22);

/**
 * The consumer side's scan (issue 18): a code's URL opened on a phone. A malformed code is
 * refused by its check character before any lookup; a known code's scan is stored with its
 * session and answered from the same statement; everything the page shows comes back as one
 * ScanPageView.
 */
export function scansService({ db, codes, tokens, clock, fileUrl, autoBlacklist, placeListeners }: ScansServiceOptions) {
  const sources = scanSources(db, codes, fileUrl);

  const notGenuine = async (code: string, reason: NotGenuineReason, device: string): Promise<ScanPageView> => {
    const scanId = await storeUnknownScan(db, { code, reason, device, at: clock() });
    return { code, verdict: 'notGenuine', reason, scanId };
  };

  /** The stored scan a live action token names, with the product and customer its page showed; undefined for a stale token. */
  async function scanBehind(token: string): Promise<ScanBehind | undefined> {
    const scanId = tokens.scanOf(token);
    const [scan] = scanId === undefined ? [] : await db.select(scanBehindColumns).from(scans).where(eq(scans.id, scanId));
    if (!scan) return undefined;
    const product = scan.productId === null ? undefined : (await sources.product(scan.productId))?.page;
    const customer = scan.customerId === null ? undefined : await sources.customer(scan.customerId);
    return { scan, product, customer };
  }

  return {
    sources,
    /** What a device is counted under: its cookie, else the digest its cookie will then carry. Worked out once per scan. */
    deviceOf: (device: ScanDevice) => deviceDigest(device),
    async scan({ raw, device }: ScanRequest): Promise<ScanPageView> {
      const wellFormed = wellFormedScannedCode(raw);
      if (!wellFormed) return notGenuine(raw.slice(0, 64), 'malformed', device);
      const code = await findScannedCode(db, wellFormed);
      if (!code) return notGenuine(wellFormed, 'unknown', device);
      const batch = await sources.batch(code.batch);
      if (!batch) return notGenuine(wellFormed, 'unknown', device);
      const at = clock();
      // A code linked to a product (Link QrCode) stands for it, not for its batch's.
      const productId = code.linkedProductId ?? batch.productId;
      const product = productId === undefined ? undefined : await sources.product(productId);
      // A blacklisting is a person's explicit word, so it goes first; a binned code's packaging
      // was used up, so whatever is scanned now is refilled.
      const decidedReason: NotGenuineReason | undefined = code.blacklist
        ? 'blacklisted'
        : code.binnedAt
          ? 'binned'
          : !batch.released
          ? 'batchInactive'
          : batch.expiresAt && batch.expiresAt <= at
            ? 'batchExpired'
            : undefined;
      const stored = await storeKnownScan(
        db,
        {
          code,
          customerId: batch.customerId,
          productId,
          device,
          at,
          decided: decidedReason && { verdict: 'notGenuine', reason: decidedReason },
          allowedSessions: product?.allowedSessions,
        },
        async () => (await findScannedCode(db, wellFormed))!,
      );
      if (productId !== undefined && stored.session > 1) {
        await applyScanRules(db, { code, rules: await sources.rules(productId), sessions: stored.session, at }, autoBlacklist);
      }
      const view: ScanPageView = { code: code.code, verdict: stored.verdict, scanId: stored.scanId };
      if (decidedReason) view.reason = decidedReason;
      if (code.blacklist) view.blacklist = { reason: code.blacklist.reason, since: code.blacklist.since.toISOString() };
      if (stored.verdict !== 'notGenuine') {
        if (stored.session === 1) view.history = { sessions: 1, firstAt: (code.lastSession?.startedAt ?? at).toISOString() };
        else {
          const earlier = await earlierSessions(db, code.codeId, stored.session);
          view.history = { sessions: stored.session, firstAt: earlier.firstAt.toISOString() };
          if (earlier.previousAt) view.history.previousAt = earlier.previousAt.toISOString();
          if (earlier.previousPlace) view.history.previousPlace = roughPlace(earlier.previousPlace);
        }
      }
      if (stored.verdict === 'limitReached' && product?.limitMessage) view.limitMessage = product.limitMessage;
      if (product) view.product = product.page;
      const customer = await sources.customer(batch.customerId);
      if (customer) view.customer = customer;
      return view;
    },

    /** The place a person chose to share for their scan; set once, within the action token's hour. */
    async locate(token: string, place: { lat: number; lng: number; accuracy?: number }): Promise<void> {
      const scanId = tokens.scanOf(token);
      if (scanId === undefined) throw staleScan();
      await db.transaction(async (tx) => {
        const [placed] = await tx
          .update(scans)
          .set({ lat: place.lat, lng: place.lng, accuracyM: place.accuracy ?? null })
          .where(and(eq(scans.id, scanId), isNull(scans.lat)))
          .returning({ id: scans.id, code: scans.code, codeId: scans.codeId, companyId: scans.companyId, customerId: scans.customerId, productId: scans.productId, createdAt: scans.createdAt });
        // A made-up code belongs to no company and was carried by no consignment: nothing watches its place.
        if (!placed || placed.codeId === null || placed.companyId === null) return;
        const scan: PlacedScan = {
          scanId: placed.id, code: placed.code, codeId: placed.codeId, companyId: placed.companyId, customerId: placed.customerId,
          productId: placed.productId, place: { lat: place.lat, lng: place.lng }, scannedAt: placed.createdAt,
        };
        for (const listener of placeListeners) await listener(tx, scan);
      });
    },

    /** Asks to hear of every scan of a known code given its place (see PlaceListener). */
    onPlaceShared(listener: PlaceListener): void {
      placeListeners.push(listener);
    },

    scanBehind,

    /** Which code and customer a follow-up page of a scan speaks for (nothing for a stale token). */
    async followUpOf(token: string): Promise<{ code: string; customer?: ScanPageCustomer }> {
      const behind = await scanBehind(token);
      if (!behind) return { code: '' };
      return behind.customer ? { code: behind.scan.code, customer: behind.customer } : { code: behind.scan.code };
    },

    /** A person's report of a not-genuine product: an invalid scan (spec 002) of the scan it answers. */
    async report(token: string, person: { name: string; email: string; mobile: string }): Promise<void> {
      const scanId = tokens.scanOf(token);
      const [scan] = scanId === undefined ? [] : await db.select().from(scans).where(eq(scans.id, scanId));
      if (!scan) throw staleScan();
      if (scan.verdict !== 'notGenuine' && scan.verdict !== 'limitReached') throw new ApiProblem(409, 'Only a product found not genuine can be reported');
      await db.insert(invalidScans).values({ scanId: scan.id, companyId: scan.companyId, customerId: scan.customerId, code: scan.code, ...person });
    },
  };
}
export type ScansService = ReturnType<typeof scansService>;
