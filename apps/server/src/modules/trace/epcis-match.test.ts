import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { EpcisEventsQuerySchema, epcisQueryMatches } from '@veritag/domain';
import { call, unchecked } from '../../test-support/api-calls';
import { rowsOf } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { traceKit } from './test-support/trace-events';

/*
 * The pure matcher (packages/domain epcis-query-match.ts) against the events query's SQL: every
 * query below is run by GET /api/epcis/events and by the matcher over every stored event of the
 * company, and both must pick the same events. An EPCIS subscription decides with the matcher
 * what a run of its query would list, so the two cannot drift without this failing.
 */

let t: TestApp;
const kit = traceKit(() => t);
let admin: string;
let pallet: string;
let cartons: string[];
let loose: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  await kit.load();
  [pallet, loose, ...cartons] = kit.fresh(5) as [string, string, ...string[]];
  const capture = async (...events: object[]) => {
    const stored = await call(
      t,
      contract.traceEvents.capture,
      { body: unchecked(kit.document(...events)) },
      admin,
    );
    expect(stored.status, stored.text).toBe(200);
  };
  await capture(
    kit.packing(pallet, cartons, 40),
    kit.storing([pallet], 41),
    kit.shipping([pallet], 'MATCH-1', 42),
  );
  // A receipt of the whole consignment lists no codes; it is stored with those it took in.
  await capture(kit.receiving('MATCH-1'));
  await capture(
    {
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'urn:epcglobal:cbv:bizstep:inspecting',
      disposition: 'https://ref.gs1.org/cbv/Disp-non_sellable_other',
      epcList: [`urn:epc:id:sgtin:0614141.107346.${loose}`],
      bizLocation: { id: 'urn:epc:id:sgln:0614141.00888.0' },
      eventID: 'urn:uuid:7b1e3a52-27c4-4f3e-9d0a-4a8b1d5c2e90',
      eventTime: '2026-11-20T10:50:00.250+05:30',
      eventTimeZoneOffset: '+05:30',
    },
    kit.unpacking(pallet, [cartons[0]!], 51),
  );
});
afterAll(async () => t.close());

const queries: Record<string, string | string[]>[] = [
  {},
  { eventType: 'ObjectEvent' },
  { eventType: 'AggregationEvent,TransactionEvent' },
  { EQ_action: 'ADD' },
  { EQ_action: ['OBSERVE', 'DELETE'] },
  { EQ_bizStep: 'packing' },
  { EQ_bizStep: 'https://ref.gs1.org/cbv/BizStep-receiving' },
  { EQ_bizStep: 'urn:epcglobal:cbv:bizstep:inspecting' },
  { EQ_bizStep: 'unpacking,storing' },
  { EQ_disposition: 'non_sellable_other' },
  { EQ_disposition: 'urn:epcglobal:cbv:disp:non_sellable_other' },
  { EQ_readPoint: 'urn:epc:id:sgln:0614141.00777.0' },
  { EQ_bizLocation: 'urn:epc:id:sgln:0614141.00888.0' },
  { EQ_eventID: 'urn:uuid:7b1e3a52-27c4-4f3e-9d0a-4a8b1d5c2e90' },
  { GE_eventTime: '2026-11-20T10:42:00Z' },
  { LT_eventTime: '2026-11-20T10:42:00Z' },
  { GE_eventTime: '2026-11-20T05:20:00.25Z' },
  { GE_eventTime: '2026-11-20T05:20:00.2501Z' },
  { GE_eventTime: '2026-11-20T10:41:00+00:00', LT_eventTime: '2026-11-20 16:14:00+0530' },
  { GE_recordTime: '2000-01-01T00:00:00Z' },
  { LT_recordTime: '2000-01-01T00:00:00Z' },
];
const identified = (code: string) => [
  code,
  `https://veritag.example/v/${code}`,
  `urn:epc:id:sgtin:0614141.107346.${code}`,
];

async function serverPicks(query: Record<string, string | string[]>): Promise<string[]> {
  const reply = await call(
    t,
    contract.traceEvents.events,
    { query: unchecked({ ...query, perPage: 1000 }) },
    admin,
  );
  expect(reply.status, reply.text).toBe(200);
  const listed = reply.body.epcisBody.queryResults.resultsBody.eventList;
  expect(listed.length).toBeLessThan(1000);
  return listed.map((event) => String(event['eventID']));
}

async function matcherPicks(query: Record<string, string | string[]>): Promise<string[]> {
  const companyId = await kit.companyId();
  const ids = await rowsOf<{ id: string }>(
    t,
    sql`select id from trace_events where company_id = ${companyId} order by id`,
  );
  const stored = await t.services.trace.capturedEvents(
    companyId,
    ids.map((row) => Number(row.id)),
  );
  const parsed = v.parse(EpcisEventsQuerySchema, query);
  return stored
    .filter((event) => epcisQueryMatches(parsed, event.captured))
    .map((event) => String(event.listed['eventID']));
}

describe('the EPCIS query matcher and the events query', () => {
  it('pick the same stored events for every standard parameter', async () => {
    for (const query of queries)
      expect(await matcherPicks(query), JSON.stringify(query)).toEqual(await serverPicks(query));
    // The queries are not all empty or all full: the comparison means something.
    const everything = (await serverPicks({})).length;
    const sizes = await Promise.all(
      queries.map(async (query) => (await serverPicks(query)).length),
    );
    expect(new Set(sizes).size).toBeGreaterThan(3);
    expect(sizes.filter((size) => size > 0 && size < everything).length).toBeGreaterThan(10);
  });

  it('pick the same events by code in every role and spelling, the unlisted receipt included', async () => {
    for (const code of [pallet, cartons[0]!, cartons[2]!, loose])
      for (const identifier of identified(code))
        for (const parameter of ['MATCH_epc', 'MATCH_parentID', 'MATCH_anyEPC']) {
          const query = { [parameter]: identifier };
          expect(await matcherPicks(query), JSON.stringify(query)).toEqual(
            await serverPicks(query),
          );
        }
    const receipts = await matcherPicks({ MATCH_epc: pallet, EQ_bizStep: 'receiving' });
    expect(receipts).toHaveLength(1);
    expect(await serverPicks({ MATCH_epc: pallet, EQ_bizStep: 'receiving' })).toEqual(receipts);
  });
});
