import { sql } from 'drizzle-orm';
import { codeOfIdentifier } from '@veritag/domain';
import type { Db } from '../../db/database';
import { notFound } from '../../http/problem';
import type { CodeBlacklistService } from '../code-blacklist';
import type { CodesService } from '../codes';
import type { LinkQrService } from '../link-qr';
import type { PrintedRoll } from '../print-data';
import type { ScansService } from '../scans';
import { productRefs } from '../products';
import type { SmartBinService } from '../smart-bin';
import { epcisUris, gtinsOfCodes, identifiersOf, withUris } from './epcis-uris';
import { bigints, maxNesting, rows } from './trace-sql';

/**
 * The JSON-LD context of the documents the platform writes: GS1's, and the `vt:` extensions'
 * namespace on the platform's own address (the operator owns it; it need not resolve).
 */
export const epcisContextOf = (publicBaseUrl: string) => [
  'https://ref.gs1.org/standards/epcis/epcis-context.jsonld',
  { vt: `${publicBaseUrl.replace(/\/+$/, '')}/epcis/ns/` },
];
type JsonEvent = Record<string, unknown> & { eventTime: string };

/** An event time as EPCIS writes it, with the offset it happened in; the platform's own events are in UTC. */
const utc = (at: Date | string) => ({
  eventTime: new Date(at).toISOString(),
  eventTimeZoneOffset: '+00:00',
});

/**
 * A code's whole life as an EPCIS 2.0 document (decision 0310), oldest first: its commissioning
 * (the batch that issued it, with product and seq), every captured event that names it or a code it
 * is packed in now (packing, stock moves, consignments), its consumer scans (with the place when
 * the person shared it) and its blacklistings. A code of another company is not found, as one
 * never issued.
 */
export interface TraceHistoryDeps {
  db: Db;
  codes: CodesService;
  blacklist: CodeBlacklistService;
  /** Read through the modules that own them: the roll a print run's code was produced on, its Link QR link, its binning, its consumer scans. */
  rollOf: (batch: { kind: string; id: number }, seq: number) => Promise<PrintedRoll | undefined>;
  linkOf: LinkQrService['linkOf'];
  binningOf: SmartBinService['binningOf'];
  scansOf: ScansService['scansOfCode'];
  clock: () => Date;
  publicBaseUrl: string;
}

export function traceHistory({
  db,
  codes,
  blacklist,
  rollOf,
  linkOf,
  binningOf,
  scansOf,
  clock,
  publicBaseUrl,
}: TraceHistoryDeps) {
  return async (
    scope: { companyId: number },
    identifier: string,
  ): Promise<Record<string, unknown>> => {
    const code = codeOfIdentifier(identifier);
    if (typeof code !== 'string') throw notFound('Code');
    const [issued] = (await codes.findMany(db, [code])).filter(
      (found) => found.companyId === scope.companyId,
    );
    if (!issued) throw notFound('Code');
    const facts = await codes.find(db, code);
    const batch = await codes.describeBatch(db, issued.batch);
    const product =
      batch?.productId === undefined
        ? undefined
        : await productRefs.findIfAny(db, scope.companyId, batch.productId);

    const ancestors = await rows<{ id: string }>(
      db as never,
      sql`with recursive up(id, depth) as (
            select parent_code_id, 1 from code_aggregation where child_code_id = ${issued.id} and company_id = ${scope.companyId}
            union all
            select a.parent_code_id, up.depth + 1 from up join code_aggregation a on a.child_code_id = up.id where up.depth < ${maxNesting}
          ) select distinct id from up`,
    );
    const ids = [issued.id, ...ancestors.map((row) => Number(row.id))];
    const captured = await rows<{
      id: string;
      event: Record<string, unknown>;
      recorded_at: string;
      epcis_event_id: string | null;
    }>(
      db as never,
      sql`select id, event, recorded_at, epcis_event_id from trace_events where company_id = ${scope.companyId} and code_ids && ${bigints(ids)} order by event_time, id`,
    );
    // Every code the events name, as its label's URI: rows captured before URIs were stored too.
    const named = identifiersOf(captured.map((row) => row.event));
    const gtins = await gtinsOfCodes(db, codes, scope.companyId, [code, ...named]);
    const uris = epcisUris(publicBaseUrl, scope.companyId, gtins);
    const codeUri = uris.code(code);
    const events: JsonEvent[] = captured.map((row) => ({
      ...(row.epcis_event_id ? { eventID: row.epcis_event_id } : {}),
      ...(withUris(row.event, uris) as JsonEvent),
      recordTime: new Date(row.recorded_at).toISOString(),
      'vt:eventId': Number(row.id),
    }));

    const commissioning: JsonEvent = {
      type: 'ObjectEvent',
      ...utc(facts!.createdDate),
      action: 'ADD',
      bizStep: 'commissioning',
      disposition: 'active',
      epcList: [codeUri],
      'vt:batch': { kind: issued.batch.kind, id: issued.batch.id, seq: facts!.seq },
      ...(product
        ? {
            'vt:product': {
              id: product.id,
              productCode: product.productCode,
              productName: product.productName,
              gtin: product.gtin,
            },
          }
        : {}),
    };
    const roll = await rollOf(issued.batch, facts!.seq);
    // The labels produced: the roll the code was printed on.
    if (roll)
      commissioning['vt:roll'] = {
        rollNo: roll.rollNo,
        startingToken: roll.startingToken,
        endingToken: roll.endingToken,
        producedBy: roll.createdBy,
        producedAt: roll.createdDate.toISOString(),
      };

    for (const scan of await scansOf(issued.id, scope.companyId)) {
      events.push({
        type: 'ObjectEvent',
        ...utc(scan.at),
        action: 'OBSERVE',
        bizStep: 'inspecting',
        epcList: [codeUri],
        ...(scan.place ? { readPoint: { id: `geo:${scan.place.lat},${scan.place.lng}` } } : {}),
        'vt:consumerScan': { verdict: scan.verdict, reason: scan.reason },
      });
    }
    for (const entry of await blacklist
      .history({ companyId: scope.companyId, customerIds: null }, code)
      .catch(() => [])) {
      // The platform's own blacklisting says whether a person has reviewed it, and on what evidence
      // (decision 0350).
      const review = entry.review
        ? {
            review: entry.review,
            evidence: entry.evidence,
            reviewedBy: entry.reviewedBy,
            reviewedAt: entry.reviewedAt,
          }
        : {};
      events.push({
        type: 'ObjectEvent',
        ...utc(entry.blacklistedAt),
        action: 'OBSERVE',
        bizStep: 'inspecting',
        disposition: 'non_sellable_other',
        epcList: [codeUri],
        'vt:blacklisted': {
          reason: entry.reason,
          note: entry.note,
          by: entry.blacklistedBy,
          ...review,
        },
      });
      if (entry.reactivatedAt) {
        events.push({
          type: 'ObjectEvent',
          ...utc(entry.reactivatedAt),
          action: 'OBSERVE',
          bizStep: 'inspecting',
          disposition: 'active',
          epcList: [codeUri],
          'vt:reactivated': { note: entry.reactivateNote, by: entry.reactivatedBy },
        });
      }
    }
    const link = await linkOf(db, issued.id);
    if (link) {
      const linked = await productRefs.findIfAny(db, scope.companyId, link.productId);
      events.push({
        type: 'ObjectEvent',
        ...utc(link.linkedAt),
        action: 'OBSERVE',
        bizStep: 'vt:linking',
        epcList: [codeUri],
        'vt:linkedProduct': {
          id: link.productId,
          productCode: linked?.productCode,
          productName: linked?.productName,
          by: link.linkedBy,
          relinkedFrom: link.relinkedFrom,
        },
      });
    }
    const binning = await binningOf(issued.id);
    // Collected from a smart bin: the packaging was used up, its code is no longer in use.
    if (binning)
      events.push({
        type: 'ObjectEvent',
        ...utc(binning.binnedAt),
        action: 'OBSERVE',
        bizStep: 'decommissioning',
        disposition: 'inactive',
        epcList: [codeUri],
        'vt:smartBin': { by: binning.binnedBy },
      });
    events.sort((a, b) => Date.parse(a.eventTime) - Date.parse(b.eventTime));
    return {
      '@context': epcisContextOf(publicBaseUrl),
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: clock().toISOString(),
      epcisBody: { eventList: [commissioning, ...events] },
    };
  };
}
