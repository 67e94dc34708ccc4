import { codeOfIdentifier } from './epcis-identifiers';
import type { EpcisEventsQuery } from './epcis-rest.schema';
import { bizStepOf } from './epcis.schema';
import { cbvNameOf } from './epcis-vocabulary';

/**
 * A captured event as it is stored (decision 0458): the columns the events query filters on,
 * not the document the partner sent. They differ where capture decides: an event capture acts
 * on is stored under its own business step (an AggregationEvent ADD is `packing`), and a receipt
 * of a whole consignment lists no codes yet is stored with the codes it took in.
 */
export interface CapturedEpcisEvent {
  type: 'ObjectEvent' | 'AggregationEvent';
  action: string;
  /** The bare CBV business step it is stored under. */
  bizStep: string;
  /** As the event carries it, in any of its three CBV spellings. */
  disposition?: string;
  /** ISO 8601; held to the millisecond, as the stored column is. */
  eventTime: string;
  recordTime: string;
  readPoint?: string;
  bizLocation?: string;
  eventID?: string;
  /** The code the event names as its parentID. */
  parentCode?: string;
  /** Every code the event is stored with: its parent, its children or epcList, or what a receipt took in. */
  codes: readonly string[];
}

/** Why the events query refuses a query before running it (patterns), or undefined. */
export function epcisQueryRefusal(query: EpcisEventsQuery): string | undefined {
  for (const parameter of ['MATCH_epc', 'MATCH_parentID', 'MATCH_anyEPC'] as const)
    for (const identifier of query[parameter] ?? [])
      if (/^urn:epc:idpat:|\*/.test(identifier))
        return `${parameter}: patterns (${identifier.slice(0, 60)}) are not answered; give exact identifiers`;
  return undefined;
}

const isoParts =
  /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(?:(Z)| ?([+-])(\d\d)(?::?(\d\d))?)$/;

/**
 * An instant in microseconds since the epoch, as PostgreSQL's timestamptz reads a query's time:
 * to the microsecond, a finer fraction rounded. Microseconds of today's dates stay well inside
 * a double's exact integers (about 1.8e15 of 9e15).
 */
function microsOf(iso: string): number {
  const part = isoParts.exec(iso);
  if (!part) return Number.NaN;
  const [, y, mo, d, h, mi, s, fraction = '', zulu, sign, offsetHours, offsetMinutes = '0'] = part;
  const offset = zulu
    ? 0
    : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  const millis =
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) -
    offset * 60_000;
  return millis * 1000 + Math.round(Number(`0.${fraction || '0'}`) * 1e6);
}

/** A stored time: capture keeps `new Date(eventTime)`, so to the millisecond. */
const storedMicrosOf = (iso: string) => new Date(iso).getTime() * 1000;

const among = (value: string | undefined, values: readonly string[] | undefined) =>
  values === undefined || (value !== undefined && values.includes(value));

/** The codes an identifier list names; identifiers that name no code match nothing, as on the server. */
const codesOf = (identifiers: readonly string[]) =>
  new Set(
    identifiers
      .map((identifier) => codeOfIdentifier(identifier))
      .filter((code): code is string => typeof code === 'string'),
  );

/**
 * Whether a captured event answers a query of the EPCIS REST binding (decision 0458): the same
 * rule, parameter by parameter, as the SQL of the events query (apps/server/src/modules/trace/
 * epcis-query.ts), so a subscription hears exactly the events a run of its query would list.
 * Every parameter given must hold; a list holds when any of its values does. The query's
 * paging (perPage, nextPageToken) is no condition on an event. Patterns are refused before
 * (epcisQueryRefusal): here an identifier naming no code simply matches nothing.
 */
export function epcisQueryMatches(query: EpcisEventsQuery, event: CapturedEpcisEvent): boolean {
  const eventMicros = storedMicrosOf(event.eventTime);
  const recordMicros = storedMicrosOf(event.recordTime);
  const times: [string | undefined, (asked: number) => boolean][] = [
    [query.GE_eventTime, (asked) => eventMicros >= asked],
    [query.LT_eventTime, (asked) => eventMicros < asked],
    [query.GE_recordTime, (asked) => recordMicros >= asked],
    [query.LT_recordTime, (asked) => recordMicros < asked],
  ];
  if (times.some(([asked, holds]) => asked !== undefined && !holds(microsOf(asked)))) return false;

  const disposition =
    event.disposition === undefined ? undefined : cbvNameOf('disposition', event.disposition);
  const equal =
    among(event.type, query.eventType) &&
    among(event.action, query.EQ_action) &&
    among(
      event.bizStep,
      query.EQ_bizStep?.map((step) => bizStepOf(step)!),
    ) &&
    among(
      disposition,
      query.EQ_disposition?.map((value) => cbvNameOf('disposition', value)),
    ) &&
    among(event.readPoint, query.EQ_readPoint) &&
    among(event.bizLocation, query.EQ_bizLocation) &&
    among(event.eventID, query.EQ_eventID);
  if (!equal) return false;

  const asked = (identifiers: readonly string[] | undefined) =>
    identifiers === undefined ? undefined : codesOf(identifiers);
  const items = asked(query.MATCH_epc);
  const parents = asked(query.MATCH_parentID);
  const any = asked(query.MATCH_anyEPC);
  // An item is a code the event lists, not the container it names as its parent.
  if (items && !event.codes.some((code) => items.has(code) && code !== event.parentCode))
    return false;
  if (parents && !(event.parentCode !== undefined && parents.has(event.parentCode))) return false;
  if (any && !event.codes.some((code) => any.has(code))) return false;
  return true;
}
