import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { epcisQueryMatches, epcisQueryRefusal, type CapturedEpcisEvent } from './epcis-query-match';
import { EpcisEventsQuerySchema } from './epcis-rest.schema';

/*
 * The events query's rule for one event; apps/server's epcis-match.test.ts holds it to the SQL.
 * Codes are read as a person types them (O is 0, I and L are 1): these use none of those letters.
 */

const packing: CapturedEpcisEvent = {
  type: 'AggregationEvent',
  action: 'ADD',
  bizStep: 'packing',
  eventTime: '2026-11-20T10:40:00.000Z',
  recordTime: '2026-11-21T08:00:00.000Z',
  readPoint: 'urn:epc:id:sgln:0614141.00777.0',
  eventID: 'ni:///sha-256;abc?ver=CBV2.0',
  parentCode: 'PAX1',
  codes: ['PAX1', 'CRT1', 'CRT2'],
};
const shipping: CapturedEpcisEvent = {
  type: 'ObjectEvent',
  action: 'OBSERVE',
  bizStep: 'shipping',
  disposition: 'in_transit',
  eventTime: '2026-11-20T10:42:00.000Z',
  recordTime: '2026-11-21T08:00:00.000Z',
  bizLocation: 'urn:epc:id:sgln:0614141.00888.0',
  codes: ['PAX1'],
};
/** A receipt of a whole consignment: no parent, stored with the codes it took in. */
const receipt: CapturedEpcisEvent = {
  type: 'ObjectEvent',
  action: 'OBSERVE',
  bizStep: 'receiving',
  disposition: 'urn:epcglobal:cbv:disp:in_progress',
  eventTime: '2026-11-20T10:44:00.000Z',
  recordTime: '2026-11-21T08:00:00.000Z',
  codes: ['PAX1'],
};
const events = { packing, shipping, receipt };

const parsed = (query: Record<string, unknown>) => v.parse(EpcisEventsQuerySchema, query);
const matching = (query: Record<string, unknown>) =>
  Object.entries(events)
    .filter(([, event]) => epcisQueryMatches(parsed(query), event))
    .map(([name]) => name);

describe('which captured events a query of the REST binding answers', () => {
  it.each([
    ['no parameter: every event', {}, ['packing', 'shipping', 'receipt']],
    [
      'paging is no condition',
      { perPage: 1, nextPageToken: '5' },
      ['packing', 'shipping', 'receipt'],
    ],
    ['eventType', { eventType: 'ObjectEvent' }, ['shipping', 'receipt']],
    [
      'eventType, any of a list',
      { eventType: 'ObjectEvent,AggregationEvent' },
      ['packing', 'shipping', 'receipt'],
    ],
    ['an eventType never stored', { eventType: 'TransformationEvent' }, []],
    [
      'GE_eventTime is inclusive',
      { GE_eventTime: '2026-11-20T10:42:00Z' },
      ['shipping', 'receipt'],
    ],
    ['LT_eventTime is exclusive', { LT_eventTime: '2026-11-20T10:42:00Z' }, ['packing']],
    ['a time with its offset', { LT_eventTime: '2026-11-20T16:12:00+05:30' }, ['packing']],
    [
      'an offset without a colon, a space for T',
      { GE_eventTime: '2026-11-20 11:43:00+0100' },
      ['receipt'],
    ],
    [
      'a time finer than the stored millisecond',
      { GE_eventTime: '2026-11-20T10:42:00.0001Z' },
      ['receipt'],
    ],
    [
      'both ends of a window',
      { GE_eventTime: '2026-11-20T10:41:00Z', LT_eventTime: '2026-11-20T10:43:00Z' },
      ['shipping'],
    ],
    [
      'GE_recordTime',
      { GE_recordTime: '2026-11-21T08:00:00Z' },
      ['packing', 'shipping', 'receipt'],
    ],
    ['LT_recordTime', { LT_recordTime: '2026-11-21T08:00:00Z' }, []],
    ['EQ_action', { EQ_action: 'OBSERVE' }, ['shipping', 'receipt']],
    ['EQ_bizStep, bare', { EQ_bizStep: 'packing' }, ['packing']],
    [
      'EQ_bizStep in the web vocabulary',
      { EQ_bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping' },
      ['shipping'],
    ],
    [
      'EQ_bizStep as an EPCIS 1.x URN',
      { EQ_bizStep: 'urn:epcglobal:cbv:bizstep:receiving' },
      ['receipt'],
    ],
    [
      'EQ_disposition in any spelling, either side',
      { EQ_disposition: 'https://ref.gs1.org/cbv/Disp-in_progress' },
      ['receipt'],
    ],
    [
      'EQ_disposition: an event without one never matches',
      { EQ_disposition: 'in_transit,active' },
      ['shipping'],
    ],
    ['EQ_readPoint', { EQ_readPoint: 'urn:epc:id:sgln:0614141.00777.0' }, ['packing']],
    ['EQ_bizLocation', { EQ_bizLocation: 'urn:epc:id:sgln:0614141.00888.0' }, ['shipping']],
    [
      'EQ_eventID: an event without one never matches',
      { EQ_eventID: 'ni:///sha-256;abc?ver=CBV2.0' },
      ['packing'],
    ],
    ['MATCH_epc: an item the event lists', { MATCH_epc: 'crt-1' }, ['packing']],
    [
      'MATCH_epc: not the parent it names',
      { MATCH_epc: 'https://veritag.example/v/PAX1' },
      ['shipping', 'receipt'],
    ],
    ['MATCH_parentID', { MATCH_parentID: 'urn:epc:id:sscc:0614141.PAX1' }, ['packing']],
    ['MATCH_anyEPC: parent or item', { MATCH_anyEPC: 'PAX1' }, ['packing', 'shipping', 'receipt']],
    ['MATCH_anyEPC, any of a list', { MATCH_anyEPC: ['CRT2', 'NXSUCH'] }, ['packing']],
    [
      'an identifier that names no code matches nothing',
      { MATCH_anyEPC: 'urn:epc:id:sgln:0614141.00777.0' },
      [],
    ],
    [
      'every parameter must hold',
      { MATCH_anyEPC: 'PAX1', EQ_bizStep: 'shipping', eventType: 'ObjectEvent' },
      ['shipping'],
    ],
  ])('%s', (_name, query, expected) => {
    expect(matching(query)).toEqual(expected);
  });

  it('refuses patterns by name, as the events query does', () => {
    expect(epcisQueryRefusal(parsed({ MATCH_epc: 'urn:epc:idpat:sgtin:0614141.107346.*' }))).toBe(
      'MATCH_epc: patterns (urn:epc:idpat:sgtin:0614141.107346.*) are not answered; give exact identifiers',
    );
    expect(epcisQueryRefusal(parsed({ MATCH_anyEPC: 'PAX1' }))).toBeUndefined();
  });
});
