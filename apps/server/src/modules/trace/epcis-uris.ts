import type { PlatformOutbox } from '../../platform/outbox';
import {
  bizTransactionUriOf,
  codeOfIdentifier,
  epcUriOf,
  referenceOfBizTransaction,
  withBareVocabulary,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import type { CodesService } from '../codes';
import { productRefs } from '../products';

/**
 * The identifiers EPCIS events carry, written one way (decision 0432): every code as the URI its
 * label carries (its Digital Link with its product's GTIN, else its printed URL), every
 * consignment reference as a URI. Capture stores events so; the history and the queries write
 * stored events so again, whatever form an older row kept.
 */
export interface EpcisUris {
  /** The URI of a code the platform issued, or the identifier as it came when it names none. */
  code: (identifier: string) => string;
  bizTransaction: (reference: string) => string;
}

/** What capture and the events query need: the database, the codes door, the clock, the public address. */
export interface EpcisDeps {
  db: Db;
  codes: CodesService;
  clock: () => Date;
  publicBaseUrl: string;
  /** Where captured events and received consignments are announced (capture only). */
  outbox?: Pick<PlatformOutbox, 'recordPlatformEvents'>;
}

/** The GTIN of each product, read once. */
export function productGtins(db: Db, companyId: number) {
  const gtins = new Map<number, string | null>();
  return async (productId: number | null): Promise<string | null> => {
    if (productId === null) return null;
    if (!gtins.has(productId))
      gtins.set(productId, (await productRefs.findIfAny(db, companyId, productId))?.gtin ?? null);
    return gtins.get(productId)!;
  };
}

/** Writers for the codes of `known` (code -> product), in one company's space. */
export function epcisUris(
  publicBaseUrl: string,
  companyId: number,
  gtinOf: ReadonlyMap<string, string | null>,
): EpcisUris {
  return {
    code: (identifier) => {
      const code = codeOfIdentifier(identifier);
      if (typeof code !== 'string' || !gtinOf.has(code)) return identifier;
      return epcUriOf(publicBaseUrl, code, gtinOf.get(code)!);
    },
    bizTransaction: (reference) =>
      bizTransactionUriOf(
        publicBaseUrl,
        companyId,
        referenceOfBizTransaction(publicBaseUrl, companyId, reference),
      ),
  };
}

/**
 * The GTINs of the codes an event list names, for `epcisUris`: each code's batch product's,
 * read through the codes and products doors (a few batches and products per document).
 */
export async function gtinsOfCodes(
  db: Db,
  codes: CodesService,
  companyId: number,
  identifiers: Iterable<string>,
): Promise<Map<string, string | null>> {
  const asked = new Set<string>();
  for (const identifier of identifiers) {
    const code = codeOfIdentifier(identifier);
    if (typeof code === 'string') asked.add(code);
  }
  const issued = (await codes.findMany(db, [...asked])).filter(
    (code) => code.companyId === companyId,
  );
  const gtinOf = productGtins(db, companyId);
  const batchGtins = new Map<string, string | null>();
  const found = new Map<string, string | null>();
  for (const code of issued) {
    const key = `${code.batch.kind}:${code.batch.id}`;
    if (!batchGtins.has(key)) {
      const batch = await codes.describeBatch(db as never, code.batch);
      batchGtins.set(key, await gtinOf(batch?.productId ?? null));
    }
    found.set(code.code, batchGtins.get(key)!);
  }
  return found;
}

type Json = Record<string, unknown>;

/** Every identifier stored events name: their items, children and parents. */
export const identifiersOf = (events: Json[]): string[] =>
  events.flatMap((event) => [
    ...((event.epcList as string[] | undefined) ?? []),
    ...((event.childEPCs as string[] | undefined) ?? []),
    ...(typeof event.parentID === 'string' ? [event.parentID] : []),
  ]);

/**
 * An event with its identifiers and consignment references written as URIs, and its CBV values
 * as EPCIS 2.0 JSON writes them (bare, not the 1.x URNs).
 */
export function withUris(event: Json, uris: EpcisUris): Json {
  const out: Json = withBareVocabulary(event);
  const list = (key: string) => {
    if (Array.isArray(event[key])) out[key] = (event[key] as string[]).map(uris.code);
  };
  list('epcList');
  list('childEPCs');
  if (typeof event.parentID === 'string') out.parentID = uris.code(event.parentID);
  if (Array.isArray(out.bizTransactionList))
    out.bizTransactionList = (out.bizTransactionList as Json[]).map((entry) => ({
      ...entry,
      bizTransaction: uris.bizTransaction(String(entry.bizTransaction)),
    }));
  return out;
}
