import { sql } from 'drizzle-orm';
import { bizStepOf, type CaptureReply, type EpcisEvent } from '@veritag/domain';
import { pgErrorCode } from '../../db/database';
import { conflict } from '../../http/problem';
import { productRefs } from '../products';
import { readDocument, type ReadEvent } from './capture-read';
import type { EpcisDeps } from './epcis-uris';
import { pack, unpack, type Packing } from './capture-packing';
import { inward, outward, receive } from './capture-stock';
import { traceEvents } from './trace.table';
import { rows, texts, type Tx } from './trace-sql';

/** Who captures: the caller's company and login. */
export interface TraceScope {
  companyId: number;
  login: string;
}

const eventType = { AggregationEvent: 'aggregation', ObjectEvent: 'object' } as const;
const stepOf: Record<Exclude<ReadEvent['kind'], 'observe'>, string> = {
  pack: 'packing',
  unpack: 'unpacking',
  inward: 'storing',
  outward: 'shipping',
  receive: 'receiving',
};
/** The bare business step an event is stored under; an observation keeps its own. */
const bizStepOfRead = (read: ReadEvent): string =>
  read.kind === 'observe' ? (bizStepOf(read.event.bizStep) ?? 'observing') : stepOf[read.kind];
const codeIdsOf = (read: ReadEvent): number[] =>
  [
    ...('parent' in read && read.parent ? [read.parent] : []),
    ...('children' in read ? read.children : read.codes),
  ].map((code) => code.id);

/** Events are written this many rows per statement (14 columns each, well under PostgreSQL's 65,535 parameters). */
const eventRowsPerInsert = 2000;

/**
 * Captures a document in one transaction: every event is read and its codes resolved first,
 * then the events act in order (consecutive packing events together, set-based), and the events
 * are stored last, with the consignment each one moved. Any refusal rolls it all back.
 */
export function traceCapture({ db, codes, clock, publicBaseUrl, outbox }: EpcisDeps) {
  const capture = (scope: TraceScope, body: Record<string, unknown>): Promise<CaptureReply> =>
    db.transaction(async (tx) => {
      const read = await readDocument(
        tx,
        { codes, companyId: scope.companyId, publicBaseUrl },
        body,
      );
      // An event stored before (its eventID, or its hash) is acknowledged, not stored again.
      const storedIds = await storedEventIds(
        tx,
        scope.companyId,
        read.map((event) => event.eventId),
      );
      const seen = new Set(storedIds.keys());
      const events = read.filter((event) => !seen.has(event.eventId) && seen.add(event.eventId));
      const ids = await nextEventIds(tx, events.length);
      events.forEach((event, i) => storedIds.set(event.eventId, ids[i]!));
      const recordedAt = clock();
      const counts = {
        packed: 0,
        unpacked: 0,
        inward: 0,
        outward: 0,
        received: 0,
        observed: 0,
        alreadyStored: read.length - events.length,
      };
      const consignmentOf = new Map<number, number>();
      // A receipt of a whole consignment lists no codes: the event is stored with those it took in.
      const receivedRootsOf = new Map<number, number[]>();
      const receivedOf = new Map<number, Record<string, unknown>>();
      const customers = new Map<number, number>();
      const customerOf = async (productId: number) => {
        if (!customers.has(productId))
          customers.set(
            productId,
            (await productRefs.find(tx as never, scope.companyId, productId)).customerId,
          );
        return customers.get(productId)!;
      };

      let packings: Packing[] = [];
      const flushPackings = async () => {
        if (packings.length > 0) counts.packed += await pack(tx, scope.companyId, packings);
        packings = [];
      };
      for (const [i, read] of events.entries()) {
        const step = { at: read.at, eventId: ids[i]!, time: new Date(read.event.eventTime) };
        if (read.kind === 'pack') {
          for (const child of read.children)
            packings.push({ at: read.at, eventId: step.eventId, parent: read.parent, child });
          continue;
        }
        await flushPackings();
        if (read.kind === 'unpack')
          counts.unpacked += await unpack(tx, scope.companyId, read.at, read.parent, read.children);
        if (read.kind === 'inward')
          counts.inward += await inward(tx, scope.companyId, step, read.codes, customerOf);
        if (read.kind === 'outward') {
          const shipped = await outward(
            tx,
            scope.companyId,
            step,
            read.codes,
            read.reference,
            read.destination,
            recordedAt,
          );
          counts.outward += shipped.units;
          consignmentOf.set(i, shipped.consignmentId);
        }
        if (read.kind === 'observe') counts.observed += 1;
        if (read.kind === 'receive') {
          const received = await receive(tx, scope.companyId, step, read.codes, read.references);
          counts.received += received.units;
          consignmentOf.set(i, received.consignmentId);
          if (read.codes.length === 0) receivedRootsOf.set(i, received.receivedRoots);
          receivedOf.set(i, {
            consignmentId: received.consignmentId,
            units: received.units,
            references: read.references,
            traceEventId: step.eventId,
            eventTime: read.event.eventTime,
            bizLocation: read.event.bizLocation?.id ?? null,
          });
        }
      }
      await flushPackings();

      const eventRows = events.map((read, i) => ({
        id: ids[i]!,
        companyId: scope.companyId,
        type: eventType[read.event.type],
        action: read.event.action,
        bizStep: bizStepOfRead(read),
        parentCodeId: 'parent' in read && read.parent ? read.parent.id : null,
        codeIds: receivedRootsOf.get(i) ?? codeIdsOf(read),
        eventTime: new Date(read.event.eventTime),
        eventTimeZoneOffset: read.event.eventTimeZoneOffset,
        recordedAt,
        recordedBy: scope.login,
        readPoint: read.event.readPoint?.id ?? null,
        bizLocation: read.event.bizLocation?.id ?? null,
        consignmentId: consignmentOf.get(i) ?? null,
        event: read.event as EpcisEvent,
        epcisEventId: read.eventId,
      }));
      for (let from = 0; from < eventRows.length; from += eventRowsPerInsert) {
        await tx.insert(traceEvents).values(eventRows.slice(from, from + eventRowsPerInsert));
      }
      // Announced with what they report, in this transaction: each stored event as stored, in
      // order, then the consignments it received (decision 0452).
      await outbox?.recordPlatformEvents(tx as never, [
        ...eventRows.map((row) => ({
          companyId: scope.companyId,
          type: 'epcis.captured' as const,
          data: row.event,
        })),
        ...[...receivedOf.values()].map((data) => ({
          companyId: scope.companyId,
          type: 'consignment.received' as const,
          data,
        })),
      ]);
      return { eventIds: read.map((event) => storedIds.get(event.eventId)!), counts };
    });
  // Two documents moving the same codes in different orders can deadlock on PostgreSQL, which
  // then aborts one of them: that one is refused whole, as any other, never a 500.
  return (scope: TraceScope, body: Record<string, unknown>): Promise<CaptureReply> =>
    capture(scope, body).catch((error: unknown) => {
      if (pgErrorCode(error) === deadlockDetected)
        throw conflict(
          'Another document changed the same codes at the same moment. Nothing was stored: send it again',
        );
      if (pgErrorCode(error) === uniqueViolation)
        throw conflict(
          'Another document stored some of the same events at the same moment. Nothing was stored: send it again, the events stored already will be acknowledged',
        );
      throw error;
    });
}

const deadlockDetected = '40P01';
const uniqueViolation = '23505';

/** The company's stored events among the asked EPCIS event IDs, by ID. */
async function storedEventIds(
  tx: Tx,
  companyId: number,
  eventIds: string[],
): Promise<Map<string, number>> {
  const found = await rows<{ epcis_event_id: string; id: string }>(
    tx,
    sql`select epcis_event_id, id from trace_events where company_id = ${companyId} and epcis_event_id = any(${texts(eventIds)})`,
  );
  return new Map(found.map((row) => [row.epcis_event_id, Number(row.id)]));
}

/** Ids for the document's events, taken before they are written so the rows that point at them go first. */
async function nextEventIds(tx: Tx, count: number): Promise<number[]> {
  const found = await rows<{ id: string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('trace_events', 'id')) as id from generate_series(1, ${count})`,
  );
  return found.map((row) => Number(row.id));
}
