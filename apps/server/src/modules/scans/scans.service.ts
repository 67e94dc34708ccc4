import { and, eq, isNull } from 'drizzle-orm';
import {
  scanRefusalText,
  wellFormedScannedCode,
  type NotGenuineReason,
  type ScanEvidence,
  type ScanPageCustomer,
  type ScanPageProduct,
  type ScanPageView,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import type { PlatformOutbox } from '../../platform/outbox';
import type { JobTransaction } from '../../platform/jobs';
import { ApiProblem } from '../../http/problem';
import type { CodesService } from '../codes';
import type { Budget, LookupBudget, PublicClient } from '../public-limits';
import { scansOfCode } from './code-scans';
import { applyScanRules } from './scan-rules';
import { scanSources } from './scan-sources';
import { customerIn, productIn } from './brand-texts';
import { defaultShopperLanguages } from './shopper-languages';
import { decidedReason, historyOf, scanPlanner } from './known-scan';
import {
  findScannedCode,
  sessionOf,
  storeKnownScan,
  storeUnknownScan,
  type ScannedCode,
} from './scan-store';
import type { ScanTokens } from './scan-tokens';
import { storeReport } from './scan-reports';
import { scans } from './scans.table';

export interface ScanRequest {
  /** The code as the URL carried it. */
  raw: string;
  /** The signed device id of the phone's cookie, or the one just issued to it (scan-devices.ts). */
  device: string;
  /** Who asked, as the public limits count: its address's budget and its network. */
  client: PublicClient;
  /**
   * The shopper's languages, preferred first: the brand's texts are shown in the first one
   * the brand gave, else in their default (decision 0469). `['en']` when not given.
   */
  languages?: readonly string[];
}

export interface ScansServiceOptions {
  db: Db;
  codes: CodesService;
  tokens: ScanTokens;
  clock: () => Date;
  /** Where a published file is served (the scan module's file route). */
  fileUrl: (fileId: string) => string;
  /** Every anonymous lookup spends from this budget (the public limits' door); the demo's replay passes one that never refuses. */
  lookups: Pick<LookupBudget, 'begin' | 'countsNewSession'>;
  /** What reports of not-genuine products spend from (the public limits' reports budget). */
  reportBudget: Pick<Budget<'address' | 'company' | 'total'>, 'take'>;
  /** Blacklists a code with the reason "max scan count", under review, with its evidence (the code blacklist's door), inside the caller's transaction. */
  autoBlacklist: (tx: JobTransaction, code: ScannedCode, evidence: ScanEvidence) => Promise<void>;
  /**
   * Called in the transaction that stores a scan's place. Registered by modules listed after
   * this one (geo-diversion), so scans depends on none of them; one list for every service
   * built from these options (the demo's past scans too).
   */
  placeListeners: PlaceListener[];
  /** Where a stored scan is announced (scan.recorded, scan.first); the demo's past scans announce nothing. */
  outbox?: Pick<
    PlatformOutbox,
    'wants' | 'wantedOf' | 'announcedStatement' | 'recordPlatformEvent' | 'recordPlatformEvents'
  >;
}

const scanBehindColumns = {
  id: scans.id,
  code: scans.code,
  codeId: scans.codeId,
  companyId: scans.companyId,
  customerId: scans.customerId,
  productId: scans.productId,
  verdict: scans.verdict,
  device: scans.device,
  session: scans.session,
};
/** A stored scan as its follow-up pages (report, registration) see it. */
export interface ScanBehind {
  scan: {
    id: number;
    code: string;
    codeId: number | null;
    companyId: number | null;
    customerId: number | null;
    productId: number | null;
    verdict: string;
    /** The signed device that scanned: a follow-up form proves it came from that phone. */
    device: string;
    session: number | null;
  };
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
const staleScan = () => new ApiProblem(410, scanRefusalText('staleScan'));

/**
 * The consumer side's scan (decision 0253): a code's URL opened on a phone. A malformed code is
 * refused by its check character before any lookup; a known code's scan is stored with its
 * session and answered from the same statement; everything the page shows comes back as one
 * ScanPageView.
 */
export function scansService({
  db,
  codes,
  tokens,
  clock,
  fileUrl,
  lookups,
  reportBudget,
  autoBlacklist,
  placeListeners,
  outbox,
}: ScansServiceOptions) {
  const sources = scanSources(db, codes, fileUrl);

  /**
   * The stored scan a live action token names, with the product and customer its page showed
   * (their texts in `languages`, decision 0469); undefined for a stale token.
   */
  async function scanBehind(
    token: string,
    languages: readonly string[] = defaultShopperLanguages,
  ): Promise<ScanBehind | undefined> {
    const scanId = tokens.scanOf(token);
    const [scan] =
      scanId === undefined
        ? []
        : await db.select(scanBehindColumns).from(scans).where(eq(scans.id, scanId));
    if (!scan) return undefined;
    const published = scan.productId === null ? undefined : await sources.product(scan.productId);
    const source = scan.customerId === null ? undefined : await sources.customer(scan.customerId);
    return {
      scan,
      product: published && productIn(published, languages).page,
      customer: source && customerIn(source, languages),
    };
  }

  return {
    sources,
    async scan({
      raw,
      device,
      client,
      languages = defaultShopperLanguages,
    }: ScanRequest): Promise<ScanPageView> {
      const at = clock();
      const wellFormed = wellFormedScannedCode(raw);
      // The lookup and the budget's charge start together; the charge decides whether the
      // lookup's answer is given at all (lookup-budget.ts).
      const lookup = wellFormed ? findScannedCode(db, wellFormed) : Promise.resolve(undefined);
      lookup.catch(() => undefined);
      const ticket = await lookups.begin(client);
      const code = await lookup;
      const notGenuine = async (shown: string, reason: NotGenuineReason): Promise<ScanPageView> => {
        // A malformed code fails its public check character: its answer tells nothing of the
        // issued codes, so it costs a typing person what a known code does, and is no flood.
        await (reason === 'malformed' ? ticket.known() : ticket.unknown());
        const scanId = await storeUnknownScan(db, {
          code: shown,
          reason,
          device,
          network: client.network,
          at,
        });
        return { code: shown, verdict: 'notGenuine', reason, scanId };
      };
      if (!wellFormed) return notGenuine(raw.slice(0, 64), 'malformed');
      if (!code) return notGenuine(wellFormed, 'unknown');
      const batch = await sources.batch(code.batch);
      if (!batch) return notGenuine(wellFormed, 'unknown');
      // A code linked to a product (Link QrCode) stands for it, not for its batch's.
      const productId = code.linkedProductId ?? batch.productId;
      const product = productId === undefined ? undefined : await sources.product(productId);
      const reason = decidedReason(code, batch, at);
      const planner = scanPlanner({
        db,
        lookups,
        device,
        network: client.network,
        at,
        reason,
        allowedPeople: product?.allowedSessions,
      });
      // A rescan within its session is free; anything else pays a known code's price.
      const rescan = !sessionOf(code, device, client.network, at).starts;
      const [stored] = await Promise.all([
        storeKnownScan(
          db,
          {
            code,
            customerId: batch.customerId,
            productId,
            device,
            network: client.network,
            at,
            reason,
          },
          planner.plan,
          async () => (await findScannedCode(db, wellFormed))!,
          outbox,
        ),
        ticket.known({ free: rescan }),
      ]);
      if (productId !== undefined && stored.starts && planner.evidence) {
        await applyScanRules(
          db,
          { code, rules: await sources.rules(productId), evidence: planner.evidence, at },
          autoBlacklist,
        );
      }
      const view: ScanPageView = {
        code: code.code,
        verdict: stored.verdict,
        scanId: stored.scanId,
      };
      if (reason) view.reason = reason;
      // What the label prints, for the shopper to compare with the pack (decision 0470).
      if (batch.printedBatch) view.batch = batch.printedBatch;
      if (code.blacklist)
        view.blacklist = {
          reason: code.blacklist.reason,
          since: code.blacklist.since.toISOString(),
        };
      if (stored.verdict !== 'notGenuine')
        view.history = historyOf(
          stored.session,
          code.lastSession?.startedAt ?? at,
          planner.earlier,
        );
      // The brand's texts in the shopper's language (decision 0469).
      const shown = product && productIn(product, languages);
      if (stored.verdict === 'limitReached' && shown?.limitMessage)
        view.limitMessage = shown.limitMessage;
      if (shown) view.product = shown.page;
      const customer = await sources.customer(batch.customerId);
      if (customer) view.customer = customerIn(customer, languages);
      return view;
    },

    /** The place a person chose to share for their scan; set once, within the action token's hour. */
    async locate(
      token: string,
      place: { lat: number; lng: number; accuracy?: number },
    ): Promise<void> {
      const scanId = tokens.scanOf(token);
      if (scanId === undefined) throw staleScan();
      await db.transaction(async (tx) => {
        const [placed] = await tx
          .update(scans)
          .set({ lat: place.lat, lng: place.lng, accuracyM: place.accuracy ?? null })
          .where(and(eq(scans.id, scanId), isNull(scans.lat)))
          .returning({
            id: scans.id,
            code: scans.code,
            codeId: scans.codeId,
            companyId: scans.companyId,
            customerId: scans.customerId,
            productId: scans.productId,
            createdAt: scans.createdAt,
          });
        // A made-up code belongs to no company and was carried by no consignment: nothing watches its place.
        if (!placed || placed.codeId === null || placed.companyId === null) return;
        const scan: PlacedScan = {
          scanId: placed.id,
          code: placed.code,
          codeId: placed.codeId,
          companyId: placed.companyId,
          customerId: placed.customerId,
          productId: placed.productId,
          place: { lat: place.lat, lng: place.lng },
          scannedAt: placed.createdAt,
        };
        for (const listener of placeListeners) await listener(tx, scan);
      });
    },

    /** Asks to hear of every scan of a known code given its place (see PlaceListener). */
    onPlaceShared(listener: PlaceListener): void {
      placeListeners.push(listener);
    },

    scanBehind,

    /** Every scan of one of a company's codes, oldest first, with its verdict and place (code-scans.ts). */
    scansOfCode: (codeId: number, companyId: number) => scansOfCode(db, codeId, companyId),

    /**
     * Which code and customer a follow-up page of a scan speaks for (nothing for a stale
     * token), the customer's texts in `languages` (decision 0469), and who reviews a report of it.
     */
    async followUpOf(
      token: string,
      languages: readonly string[] = defaultShopperLanguages,
    ): Promise<{ code: string; customer?: ScanPageCustomer; reviewer: 'brand' | 'platform' }> {
      const behind = await scanBehind(token, languages);
      if (!behind) return { code: '', reviewer: 'platform' };
      // A code no company issued has no brand to tell: its reports go to the platform's review.
      const reviewer = behind.scan.companyId === null ? 'platform' : 'brand';
      return behind.customer
        ? { code: behind.scan.code, customer: behind.customer, reviewer }
        : { code: behind.scan.code, reviewer };
    },

    /**
     * A person's report of a not-genuine product: an invalid scan (spec 002) of the scan it
     * answers, within the report budgets, one per scan session (scan-reports.ts).
     */
    async report(
      token: string,
      person: { name: string; email: string; mobile: string },
      client: PublicClient,
    ): Promise<void> {
      const scanId = tokens.scanOf(token);
      const [scan] =
        scanId === undefined ? [] : await db.select().from(scans).where(eq(scans.id, scanId));
      if (!scan) throw staleScan();
      if (scan.verdict !== 'notGenuine' && scan.verdict !== 'limitReached')
        throw new ApiProblem(409, scanRefusalText('notReportable'));
      await reportBudget.take({
        address: client.addressKey,
        company: scan.companyId ?? 'none',
        total: 'platform',
      });
      await storeReport(db, scan, person, clock(), outbox);
    },
  };
}
export type ScansService = ReturnType<typeof scansService>;
