import * as v from 'valibot';
import {
  access,
  CaptureJobSchema,
  CaptureReplySchema,
  EpcisCaptureSchema,
  EpcisEventsQuerySchema,
  EpcisQueryDocumentSchema,
  maxEpcLength,
} from '@veritag/domain';
import { defineCall } from './define-call';

/** Track & Trace is a view-level privilege (its maximum is 1): holding it lets a user feed and read the trail. */
export const traceAccess = access.company('Track & Trace', 1);

/**
 * 100,000 children under 1,000 parents as printed URLs is about 5 MB of JSON; the platform's
 * 1 MB default would refuse it, so this one route takes up to 12 MB.
 */
export const epcisBodyLimit = 12 * 1024 * 1024;

export const traceEventCalls = {
  capture: defineCall({
    method: 'POST',
    path: '/v1/epcis/events',
    access: traceAccess,
    scope: 'trace:write',
    bodyLimit: epcisBodyLimit,
    summary:
      "Captures an EPCIS 2.0 JSON document (or one event) inside Veritag's EPCIS profile (docs/epcis-profile.md), stored " +
      'whole or refused whole. AggregationEvent ADD packing, DELETE unpacking, OBSERVE (an observation); ObjectEvent OBSERVE ' +
      'storing (inward), shipping (outward: the consignment is the despatch advice in bizTransactionList, else its first ' +
      'entry; destination in vt:destination {name, latitude, longitude} or destinationList, or none), receiving (a ' +
      'consignment any bizTransaction names, or the listed codes) and any other bizStep (an observation). Identifiers: ' +
      'the code, its printed URL, its GS1 Digital Link or its EPC URN (SGTIN, GRAI, SSCC), stored as the URI its label ' +
      'carries. errorDeclaration, quantityList, childQuantityList, sensorElementList, ilmd, other event types and ' +
      'undeclared extensions are refused by name. An event already stored (same eventID, or same event hash) is ' +
      'acknowledged, not stored again.',
    body: EpcisCaptureSchema,
    reply: CaptureReplySchema,
    ours: 'not in the spec: the capture side of track and trace (decision 0433)',
  }),
  history: defineCall({
    method: 'GET',
    path: '/v1/epcis/codes/:code/history',
    access: traceAccess,
    scope: 'trace:read',
    summary:
      "A code's whole life as an EPCIS 2.0 document: commissioning, packing, stock moves, consignments, consumer scans and blacklisting (404 for a code not the company's).",
    params: v.object({
      code: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, 'Give a code'),
        v.maxLength(maxEpcLength, `A code is at most ${maxEpcLength} characters`),
      ),
    }),
    reply: v.looseObject({
      type: v.literal('EPCISDocument'),
      schemaVersion: v.string(),
      creationDate: v.string(),
      epcisBody: v.object({ eventList: v.array(v.looseObject({ type: v.string() })) }),
    }),
    ours: "not in the spec: a code's history as an EPCIS document (decision 0310)",
  }),
  captureJob: defineCall({
    method: 'POST',
    path: '/epcis/capture',
    access: traceAccess,
    scope: 'trace:write',
    bodyLimit: epcisBodyLimit,
    summary:
      'EPCIS 2.0 REST binding: captures a document as POST /v1/epcis/events does, then answers 202 with the Location ' +
      'of its capture job, which says whether it was stored (success) or why not (errors). A body that is not an ' +
      'EPCIS document is refused at once (400).',
    body: EpcisCaptureSchema,
    reply: CaptureJobSchema,
    ours: 'not in the spec: the EPCIS 2.0 REST binding (decision 0442)',
  }),
  captureJobStatus: defineCall({
    method: 'GET',
    path: '/epcis/capture/:captureId',
    access: traceAccess,
    scope: 'trace:write',
    summary:
      "A capture job of the caller's company: success, or the errors that refused its document.",
    params: v.object({
      captureId: v.pipe(
        v.string(),
        v.regex(/^[0-9a-f-]{36}$/, 'A capture job id is the UUID its Location gave'),
      ),
    }),
    reply: CaptureJobSchema,
    ours: 'not in the spec: the EPCIS 2.0 REST binding (decision 0442)',
  }),
  events: defineCall({
    method: 'GET',
    path: '/epcis/events',
    access: traceAccess,
    scope: 'trace:read',
    summary:
      "EPCIS 2.0 REST binding: the company's captured events matching the standard query parameters (eventType, " +
      'GE_/LT_eventTime and recordTime, EQ_action, EQ_bizStep, EQ_disposition, EQ_readPoint, EQ_bizLocation, ' +
      'EQ_eventID, MATCH_epc, MATCH_parentID, MATCH_anyEPC; identifiers in any form capture reads, no patterns) as an ' +
      'EPCISQueryDocument, oldest capture first, perPage at a time (30, at most 1,000) with the next page in a Link ' +
      'header (rel="next", nextPageToken).',
    query: EpcisEventsQuerySchema,
    reply: EpcisQueryDocumentSchema,
    ours: 'not in the spec: the EPCIS 2.0 REST binding (decision 0442)',
  }),
} as const;
