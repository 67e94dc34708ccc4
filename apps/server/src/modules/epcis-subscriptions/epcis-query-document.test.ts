import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EpcisNamedQueryParamsSchema } from '@veritag/domain';
import { rowsOf } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { epcisDocumentIssues, type CapturedEvent } from '../trace';
import { capturedTrail } from './test-support/trail';
import { epcisDeliveriesOf } from './epcis-query-document';

/* What an EPCIS subscription sends (decision 0460), from events stored by a real capture. */

let t: TestApp;
let pallet: string;
let cartons: string[];
let captured: CapturedEvent[];
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await tokenFor(t, 'admin');
  let eventIds: number[];
  ({ pallet, cartons, eventIds, companyId } = await capturedTrail(t, admin));
  captured = await t.services.trace.capturedEvents(companyId, eventIds);
  // The events as a line system would hear of them: every one stored, in capture order.
  const ids = await rowsOf<{ id: string }>(
    t,
    sql`select id from trace_events where company_id = ${companyId} order by id desc limit 3`,
  );
  expect(captured.map((event) => event.id)).toEqual(ids.map((row) => Number(row.id)).reverse());
});
afterAll(async () => t.close());

const subscription = (subscriptionID: string, query: Record<string, unknown>) => ({
  subscriptionID,
  queryName: `query-${subscriptionID}`,
  query: v.parse(EpcisNamedQueryParamsSchema, query),
});
const now = new Date('2026-11-29T09:00:00Z');

describe('the documents a capture sends to stream subscriptions', () => {
  it('sends each subscription the events its query matches, as an EPCISQueryDocument valid against GS1 schema', () => {
    const deliveries = epcisDeliveriesOf(
      [
        subscription('all-of-the-pallet', { MATCH_anyEPC: pallet }),
        subscription('shipments', { EQ_bizStep: 'shipping' }),
        subscription('nothing-here', { EQ_bizStep: 'receiving' }),
      ],
      captured,
      { publicBaseUrl: 'https://veritag.example', now },
    );
    expect(deliveries.map((one) => one.subscriptionID)).toEqual(['all-of-the-pallet', 'shipments']);
    for (const { document } of deliveries) expect(epcisDocumentIssues(document)).toEqual([]);
    const [all, shipments] = deliveries.map((one) => one.document);
    expect(all!.epcisBody.queryResults).toMatchObject({
      subscriptionID: 'all-of-the-pallet',
      queryName: 'query-all-of-the-pallet',
    });
    expect(all!.creationDate).toBe('2026-11-29T09:00:00.000Z');
    expect(
      all!.epcisBody.queryResults.resultsBody.eventList.map((event) => event['bizStep']),
    ).toEqual(['packing', 'storing', 'shipping']);
    expect(shipments!.epcisBody.queryResults.resultsBody.eventList).toEqual([
      expect.objectContaining({
        type: 'ObjectEvent',
        bizStep: 'shipping',
        eventID: expect.stringMatching(/^ni:\/\/\/sha-256;/),
        recordTime: expect.any(String),
        epcList: [expect.stringContaining(pallet)],
      }),
    ]);
  });

  it('lists an event exactly as a run of the query lists it', async () => {
    const [delivery] = epcisDeliveriesOf(
      [subscription('items', { MATCH_epc: cartons[0]! })],
      captured,
      { publicBaseUrl: 'https://veritag.example', now },
    );
    const run = await t.services.trace.events(companyId, {
      MATCH_epc: [cartons[0]!],
    });
    const listed = (
      run.document['epcisBody'] as { queryResults: { resultsBody: { eventList: unknown[] } } }
    ).queryResults.resultsBody.eventList;
    expect(delivery!.document.epcisBody.queryResults.resultsBody.eventList).toEqual(listed);
  });
});
