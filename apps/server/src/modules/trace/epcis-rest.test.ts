import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call, unchecked } from '../../test-support/api-calls';
import { otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { epcisDocumentIssues } from './epcis-schema/epcis-schema';
import { traceKit } from './test-support/trace-events';

/* The EPCIS 2.0 REST binding: capture jobs and the standard events query (decision 0442). */

let t: TestApp;
const kit = traceKit(() => t);
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  await kit.load();
});
afterAll(async () => t.close());

const { captureJob, captureJobStatus, events } = contract.traceEvents;
const jsonLd = { 'content-type': 'application/ld+json' };
const post = (body: object, as = admin) =>
  call(t, captureJob, { body: unchecked(body), headers: jsonLd }, as);
const query = (q: Record<string, string | number>, as = admin) =>
  call(t, events, { query: unchecked(q) }, as);
const eventsOf = (reply: Awaited<ReturnType<typeof query>>) =>
  reply.body.epcisBody.queryResults.resultsBody.eventList as Record<string, unknown>[];

describe('capture through the REST binding', () => {
  it('takes an application/ld+json document with 202 and the Location of its job, which says it was stored', async () => {
    const [parent, a, b] = kit.fresh(3) as [string, string, string];
    const accepted = await post(kit.document(kit.packing(parent, [a, b]), kit.storing([parent])));
    expect(accepted.status, accepted.text).toBe(202);
    const location = String(accepted.headers.location);
    expect(location).toMatch(/^\/api\/epcis\/capture\/[0-9a-f-]{36}$/);
    const job = await call(t, captureJobStatus, { link: location }, admin);
    expect(job.body).toMatchObject({
      captureID: accepted.body.captureID,
      running: false,
      success: true,
      captureErrorBehaviour: 'rollback',
      errors: [],
      counts: { packed: 2, inward: 2 },
    });
    expect(await kit.parentOf(a)).toBe(parent);
  });

  it("keeps a refused document's reason in its job, storing nothing; a body that is no document is refused at once", async () => {
    const [code] = kit.fresh(1) as [string];
    const before = await kit.fingerprint();
    const refused = await post(kit.document(kit.shipping([code], 'NEVER-STOCKED')));
    expect(refused.status).toBe(202);
    expect(refused.body).toMatchObject({ success: false, running: false });
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        status: 409,
        title: `Event 1: code ${code} is not in stock. Nothing was stored`,
      }),
    ]);
    expect(await kit.fingerprint()).toBe(before);
    const notADocument = await post({ type: 'Invoice' });
    expect(notADocument.status).toBe(400);
  });

  it("hides another company's jobs, as if they did not exist", async () => {
    const [code] = kit.fresh(1) as [string];
    const job = (await post(kit.document(kit.storing([code])))).body;
    const other = await otherCompanyAdmin(t, 'Other Jobs Ltd');
    const seen = await call(
      t,
      captureJobStatus,
      { params: { captureId: job.captureID } },
      other.token,
    );
    expect(seen.status).toBe(404);
  });
});

describe('the events query', () => {
  let pallet: string;
  let cartons: string[];
  beforeAll(async () => {
    [pallet, ...cartons] = kit.fresh(4) as [string, ...string[]];
    await post(
      kit.document(
        kit.packing(pallet, cartons, 40),
        kit.storing([pallet], 41),
        kit.shipping([pallet], 'QUERY-1', 42),
      ),
    );
  });

  it('answers an EPCISQueryDocument valid against GS1 schema, matching items, parents and either', async () => {
    const byItem = await query({ MATCH_epc: cartons[0]! });
    expect(epcisDocumentIssues(byItem.body)).toEqual([]);
    expect(eventsOf(byItem).map((event) => event['bizStep'])).toEqual(['packing']);
    const byParent = await query({ MATCH_parentID: pallet });
    expect(eventsOf(byParent).map((event) => event['bizStep'])).toEqual(['packing']);
    // The pallet is the parent of the packing and an item of its storing and shipping.
    const anyRole = await query({ MATCH_anyEPC: `urn:epc:id:sgtin:0614141.107346.${pallet}` });
    expect(eventsOf(anyRole).map((event) => event['bizStep'])).toEqual([
      'packing',
      'storing',
      'shipping',
    ]);
    const shipped = await query({
      MATCH_epc: pallet,
      EQ_bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping',
      eventType: 'ObjectEvent',
    });
    expect(eventsOf(shipped)).toEqual([
      expect.objectContaining({
        bizTransactionList: [
          { type: 'desadv', bizTransaction: expect.stringMatching(/\/epcis\/bt\/\d+\/QUERY-1$/) },
        ],
        eventID: expect.stringMatching(/^ni:\/\/\/sha-256;/),
      }),
    ]);
  });

  it('filters by event time and pages with perPage and a Link to the next page', async () => {
    const window = {
      MATCH_anyEPC: pallet,
      GE_eventTime: '2026-11-20T10:41:00Z',
      LT_eventTime: '2026-11-20T10:43:00Z',
    };
    const first = await query({ ...window, perPage: 1 });
    expect(eventsOf(first).map((event) => event['bizStep'])).toEqual(['storing']);
    const next = String(first.headers.link);
    expect(next).toMatch(/^<\/api\/epcis\/events\?.*nextPageToken=\d+>; rel="next"$/);
    const second = await call(t, events, { link: /^<([^>]+)>/.exec(next)![1]! }, admin);
    expect(eventsOf(second).map((event) => event['bizStep'])).toEqual(['shipping']);
    expect(second.headers.link).toBeUndefined();
  });

  it('shows a company only its own events, and names what it does not answer', async () => {
    const other = await otherCompanyAdmin(t, 'Other Queries Ltd');
    expect(eventsOf(await query({ MATCH_anyEPC: pallet }, other.token))).toEqual([]);
    const pattern = await query({ MATCH_epc: 'urn:epc:idpat:sgtin:0614141.107346.*' });
    expect(pattern.status).toBe(400);
    expect(pattern.problem.title).toContain('patterns');
    const unknown = await query({ EQ_quantity: 3 });
    expect(unknown.status).toBe(400);
  });
});
