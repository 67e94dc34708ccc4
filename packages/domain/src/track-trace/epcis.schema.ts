import * as v from 'valibot';
import { cbvNameOf } from './epcis-vocabulary';

/**
 * The subset of GS1 EPCIS 2.0 JSON the events API takes (decision 0304 lists it).
 * The schemas check shapes; `epcisEventProblem` checks which combinations of type, action and
 * business step are in the subset. Extension fields (any other key) are kept, as EPCIS allows.
 */

/** The most events one document holds, and the most identifiers in one event list. */
export const maxEpcisEvents = 10_000;
export const maxEpcsPerEvent = 200_000;
export const maxEpcLength = 300;

export const consignmentStatuses = ['IN_TRANSIT', 'PARTIALLY_RECEIVED', 'RECEIVED'] as const;
export type ConsignmentStatus = (typeof consignmentStatuses)[number];

/** The business steps of the subset, by their bare CBV names. */
export const traceBizSteps = ['packing', 'unpacking', 'storing', 'shipping', 'receiving'] as const;
export type TraceBizStep = (typeof traceBizSteps)[number];

const epc = v.pipe(
  v.string('An identifier is a string'),
  v.trim(),
  v.minLength(1, 'An identifier is empty'),
  v.maxLength(maxEpcLength, `An identifier is longer than ${maxEpcLength} characters`),
);
const epcList = v.pipe(
  v.array(epc, 'Identifiers come as an array'),
  v.maxLength(
    maxEpcsPerEvent,
    `An event lists at most ${maxEpcsPerEvent.toLocaleString('en-US')} identifiers`,
  ),
);
const shortText = (name: string) =>
  v.pipe(
    v.string(`${name} is a string`),
    v.trim(),
    v.minLength(1, `${name} is empty`),
    v.maxLength(200, `${name} is longer than 200 characters`),
  );
/** EPCIS: a date-time with its offset or Z; the offset the event happened in is said again in eventTimeZoneOffset. */
const eventTime = v.pipe(
  v.string('eventTime is a date-time'),
  v.isoTimestamp(
    'eventTime is an ISO 8601 date-time with its offset, e.g. 2026-11-28T10:00:00+05:30',
  ),
);
const zoneOffset = v.pipe(
  v.string('eventTimeZoneOffset is required'),
  // The schema's range: -14:00 to +14:00, whole offsets only past 13:59.
  v.regex(
    /^[+-]((0\d|1[0-3]):[0-5]\d|14:00)$/,
    'eventTimeZoneOffset is +hh:mm or -hh:mm, from -14:00 to +14:00',
  ),
);
const place = v.looseObject({ id: shortText('A place id') });

/** Our extension: where a consignment goes, with its place for geo-diversion. */
export const DestinationSchema = v.object({
  name: shortText('The destination name'),
  latitude: v.optional(
    v.pipe(
      v.number('latitude is a number'),
      v.minValue(-90, 'latitude is -90 to 90'),
      v.maxValue(90, 'latitude is -90 to 90'),
    ),
  ),
  longitude: v.optional(
    v.pipe(
      v.number('longitude is a number'),
      v.minValue(-180, 'longitude is -180 to 180'),
      v.maxValue(180, 'longitude is -180 to 180'),
    ),
  ),
});
export type Destination = v.InferOutput<typeof DestinationSchema>;
export const destinationExtension = 'vt:destination';

export const EpcisEventSchema = v.looseObject({
  type: v.picklist(
    ['AggregationEvent', 'ObjectEvent'],
    'Only AggregationEvent and ObjectEvent are accepted',
  ),
  eventTime,
  eventTimeZoneOffset: zoneOffset,
  action: v.picklist(['ADD', 'DELETE', 'OBSERVE'], 'action is ADD, DELETE or OBSERVE'),
  bizStep: v.optional(v.string('bizStep is a string')),
  parentID: v.optional(epc),
  childEPCs: v.optional(epcList),
  epcList: v.optional(epcList),
  readPoint: v.optional(place),
  bizLocation: v.optional(place),
  bizTransactionList: v.optional(
    v.array(
      v.looseObject({
        type: v.optional(v.string()),
        bizTransaction: shortText('A bizTransaction'),
      }),
    ),
  ),
  destinationList: v.optional(
    v.array(
      v.looseObject({
        type: v.string('A destination type is a string'),
        destination: shortText('A destination'),
      }),
    ),
  ),
  [destinationExtension]: v.optional(DestinationSchema),
});
export type EpcisEvent = v.InferOutput<typeof EpcisEventSchema>;

export const EpcisDocumentSchema = v.looseObject({
  '@context': v.optional(v.unknown()),
  type: v.literal('EPCISDocument', 'A document is of type EPCISDocument'),
  schemaVersion: v.pipe(
    v.string('schemaVersion is required'),
    v.regex(/^2(\.\d+)*$/, 'schemaVersion is 2.0'),
  ),
  creationDate: v.pipe(
    v.string('creationDate is required'),
    v.isoTimestamp('creationDate is an ISO 8601 date-time'),
  ),
  epcisBody: v.object({
    eventList: v.pipe(
      v.array(v.unknown(), 'eventList is an array'),
      v.minLength(1, 'eventList has no events'),
      v.maxLength(
        maxEpcisEvents,
        `A document holds at most ${maxEpcisEvents.toLocaleString('en-US')} events`,
      ),
    ),
  }),
});

/** What POST /epcis/events takes: a document or one event. Each event is checked with EpcisEventSchema, by its index. */
export const EpcisCaptureSchema = v.union(
  [EpcisDocumentSchema, v.looseObject({ type: v.picklist(['AggregationEvent', 'ObjectEvent']) })],
  'Send an EPCISDocument or a single AggregationEvent or ObjectEvent',
);
export type EpcisCapture = v.InferOutput<typeof EpcisCaptureSchema>;

export const CaptureReplySchema = v.object({
  eventIds: v.array(v.number()),
  counts: v.object({
    packed: v.number(),
    unpacked: v.number(),
    inward: v.number(),
    outward: v.number(),
    received: v.number(),
    /** Observations: stored and queried, moving nothing. */
    observed: v.number(),
    /** Events stored before (the same eventID, or the same event hash): acknowledged, not stored again. */
    alreadyStored: v.number(),
  }),
});
export type CaptureReply = v.InferOutput<typeof CaptureReplySchema>;

/** The bare CBV name of a business step: `packing`, `urn:epcglobal:cbv:bizstep:packing` and `https://ref.gs1.org/cbv/BizStep-packing` alike. */
export const bizStepOf = (bizStep: string | undefined): string | undefined =>
  bizStep === undefined ? undefined : cbvNameOf('bizStep', bizStep);

/** An event of the profile, reduced to what the server acts on. */
export type TraceAction =
  | { kind: 'pack'; parent: string; children: string[] }
  | { kind: 'unpack'; parent: string; children: string[] }
  | { kind: 'inward'; codes: string[] }
  | { kind: 'outward'; codes: string[]; reference: string; destination?: Destination }
  /** Every consignment reference the event names: the first the platform knows is the one received. */
  | { kind: 'receive'; codes: string[]; references: string[] }
  /** An observation that moves nothing (inspecting, an aggregation seen): stored and queried. */
  | { kind: 'observe'; parent?: string; codes: string[] };

/** A despatch advice, as bare CBV, URN or GS1 web vocabulary: the consignment's own reference. */
const isDespatchAdvice = (type: string | undefined) => /(^|[:-])desadv$/i.test(type ?? '');
/** The consignment a shipping names: its despatch advice, else its first business transaction. */
const referenceOf = (event: EpcisEvent) =>
  (
    event.bizTransactionList?.find((entry) => isDespatchAdvice(entry.type)) ??
    event.bizTransactionList?.[0]
  )?.bizTransaction;

/** The event as an action, or why it is outside the profile (docs/epcis-profile.md). */
export function traceActionOf(event: EpcisEvent): TraceAction | { problem: string } {
  const step = bizStepOf(event.bizStep);
  if (event.type === 'AggregationEvent') {
    if (!event.parentID) return { problem: 'an AggregationEvent needs its parentID' };
    const children = event.childEPCs ?? [];
    if (event.action === 'OBSERVE')
      return { kind: 'observe', parent: event.parentID, codes: children };
    if (event.action === 'ADD') {
      if (step !== undefined && step !== 'packing')
        return { problem: `AggregationEvent ADD takes bizStep packing, not ${step}` };
      if (children.length === 0) return { problem: 'AggregationEvent ADD needs childEPCs' };
      return { kind: 'pack', parent: event.parentID, children };
    }
    if (step !== undefined && step !== 'unpacking')
      return { problem: `AggregationEvent DELETE takes bizStep unpacking, not ${step}` };
    return { kind: 'unpack', parent: event.parentID, children };
  }
  if (event.action !== 'OBSERVE')
    return {
      problem: `ObjectEvent ${event.action} is outside the profile: Veritag commissions codes when it issues them; capture OBSERVE events`,
    };
  const codes = event.epcList ?? [];
  if (step === 'storing') {
    if (codes.length === 0) return { problem: 'a storing event needs its epcList' };
    return { kind: 'inward', codes };
  }
  if (step === 'shipping') {
    if (codes.length === 0) return { problem: 'a shipping event needs its epcList' };
    const reference = referenceOf(event);
    if (!reference)
      return { problem: 'a shipping event needs the consignment reference in bizTransactionList' };
    const named = event[destinationExtension];
    const listed = event.destinationList?.[0]?.destination;
    // Without a destination the consignment has no place: geo-diversion has nothing to compare.
    const destination = named ?? (listed ? { name: listed } : undefined);
    return { kind: 'outward', codes, reference, ...(destination ? { destination } : {}) };
  }
  if (step === 'receiving') {
    const references = (event.bizTransactionList ?? []).map((entry) => entry.bizTransaction);
    if (references.length === 0 && codes.length === 0)
      return {
        problem:
          'a receiving event names its codes in epcList or its consignment in bizTransactionList',
      };
    return { kind: 'receive', codes, references };
  }
  if (codes.length === 0) return { problem: 'an ObjectEvent needs its epcList' };
  return { kind: 'observe', codes };
}
