import type { StationMessageKey } from '../../i18n/script-messages';
import type { Say } from '../say';

/**
 * The scan station's pure part (decision 0317): what a scanned text names, and the one EPCIS 2.0
 * document each action posts to /api/v1/epcis/events. No DOM here, so the tests read it
 * without a browser.
 */

export type StationAction = 'pack' | 'stock' | 'ship' | 'receive';

/** A place the person chose to share (geolocation, with their consent). */
export interface StationPlace {
  latitude: number;
  longitude: number;
}

export interface StationInput {
  /** The parent F-code (pack). */
  parent?: string;
  /** The scanned identifiers, as scanned: the server reads codes, printed URLs and GS1 Digital Links alike. */
  codes: string[];
  /** The consignment reference (ship, receive). */
  reference?: string;
  /** Where the consignment goes (ship). */
  destination?: string;
  place?: StationPlace;
}

/**
 * The code a scanned text names, to show and to spot duplicates: the code of a printed URL
 * (…/v/{code}), the serial of a GS1 Digital Link (…/21/{serial}), or the text itself in
 * capitals without spaces (codes are alphanumeric and case-blind, as the server reads them).
 */
export function codeOf(scanned: string): string {
  const text = scanned.trim();
  const path = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+([^?#]*)/i.exec(text)?.[1];
  const named =
    path === undefined
      ? undefined
      : (/\/v\/([^/]+)\/?$/.exec(path) ?? /\/21\/([^/]+)/.exec(path))?.[1];
  if (named !== undefined) {
    try {
      return decodeURIComponent(named).toUpperCase();
    } catch {
      return named.toUpperCase();
    }
  }
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The identifiers of a paste or a wedge scanner's burst: one a line (or separated by commas, tabs, spaces). */
export const splitScanned = (text: string): string[] =>
  text.split(/[\s,;]+/).filter((part) => part.length > 0);

const two = (n: number) => String(n).padStart(2, '0');

/** The phone's offset from UTC as EPCIS writes it: +05:30, -04:00, +00:00. */
export function zoneOffsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The moment in the phone's own time with its offset, e.g. 2026-11-28T09:07:52+05:30. */
export function localTimeOf(date: Date): string {
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day}T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}${zoneOffsetOf(date)}`;
}

const transaction = (reference: string) => [
  { type: 'urn:epcglobal:cbv:btt:desadv', bizTransaction: reference },
];

/** The one event of an action, as the events API's subset takes it (see trace-events.contract.ts). */
export function eventOf(
  action: StationAction,
  input: StationInput,
  now: Date,
): Record<string, unknown> {
  const time = { eventTime: localTimeOf(now), eventTimeZoneOffset: zoneOffsetOf(now) };
  switch (action) {
    case 'pack':
      return {
        type: 'AggregationEvent',
        action: 'ADD',
        bizStep: 'packing',
        parentID: input.parent ?? '',
        childEPCs: input.codes,
        ...time,
      };
    case 'stock':
      return {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'storing',
        epcList: input.codes,
        ...time,
      };
    case 'ship':
      return {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'shipping',
        epcList: input.codes,
        ...time,
        bizTransactionList: transaction(input.reference ?? ''),
        'vt:destination': { name: input.destination ?? '', ...input.place },
      };
    case 'receive':
      return {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'receiving',
        epcList: input.codes,
        ...time,
        bizTransactionList: transaction(input.reference ?? ''),
      };
  }
}

/** The EPCIS document of one event the station posts. */
export const documentOf = (action: StationAction, input: StationInput, now: Date) => ({
  '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
  type: 'EPCISDocument',
  schemaVersion: '2.0',
  creationDate: now.toISOString(),
  epcisBody: { eventList: [eventOf(action, input, now)] },
});

/** What the capture reply counts (CaptureReplySchema). */
export interface CaptureCounts {
  packed: number;
  unpacked: number;
  inward: number;
  outward: number;
  received: number;
}

/** The success line of an action, from what the server counted, in the page's language. */
export function successOf(
  action: StationAction,
  counts: CaptureCounts,
  input: StationInput,
  say: Say<StationMessageKey>,
): string {
  const reference = input.reference ?? '';
  switch (action) {
    case 'pack':
      return say('station.packed', { count: counts.packed, parent: codeOf(input.parent ?? '') });
    case 'stock':
      return say('station.stocked', { count: counts.inward });
    case 'ship':
      return say('station.shipped', {
        count: counts.outward,
        reference,
        destination: input.destination ?? '',
      });
    case 'receive':
      return say('station.received', { count: counts.received, reference });
  }
}
