import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call, unchecked } from '../../test-support/api-calls';
import { otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { capturedTrail, userHolding } from './test-support/trail';

/* Named EPCIS queries and their subscriptions through the REST binding (decision 0459). */

let t: TestApp;
let admin: string;
let pallet: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  ({ pallet } = await capturedTrail(t, admin));
});
afterAll(async () => t.close());

const calls = contract.epcisQueries;
// A public address written as one: the target check needs no name lookup (none here).
const erp = 'https://8.8.8.8';
const create = (body: object, as = admin) => call(t, calls.create, { body: unchecked(body) }, as);
/** The company's webhooks to a destination: where EPCIS subscriptions live (decision 0461). */
const webhooksTo = async (url: string) =>
  (await call(t, contract.webhooks.list, {}, admin)).body.filter((hook) => hook.url === url);
const eventsOf = (document: {
  epcisBody: { queryResults: { resultsBody: { eventList: object[] } } };
}) => document.epcisBody.queryResults.resultsBody.eventList;

describe('named queries', () => {
  it('keeps a query under a name, lists it, answers it, and runs it as the events query would', async () => {
    const made = await create({
      name: 'packed-here',
      query: { EQ_bizStep: ['packing', 'storing'], MATCH_anyEPC: pallet },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.headers.location).toBe('/api/epcis/queries/packed-here');
    expect(made.body).toMatchObject({
      name: 'packed-here',
      query: { EQ_bizStep: ['packing', 'storing'], MATCH_anyEPC: [pallet] },
      createdBy: 'admin',
    });
    const listed = await call(t, calls.list, {}, admin);
    expect(listed.body.map((query) => query.name)).toContain('packed-here');
    const found = await call(t, calls.find, { params: { name: 'packed-here' } }, admin);
    expect(found.body.query).toEqual(made.body.query);

    const run = await call(t, calls.events, { params: { name: 'packed-here' } }, admin);
    expect(run.status, run.text).toBe(200);
    expect(run.body.epcisBody.queryResults.queryName).toBe('packed-here');
    const direct = await call(
      t,
      contract.traceEvents.events,
      { query: unchecked({ EQ_bizStep: 'packing,storing', MATCH_anyEPC: pallet }) },
      admin,
    );
    expect(eventsOf(run.body)).toEqual(eventsOf(direct.body));
    expect(eventsOf(run.body).map((event) => (event as { bizStep: string }).bizStep)).toEqual([
      'packing',
      'storing',
    ]);
    const paged = await call(
      t,
      calls.events,
      { params: { name: 'packed-here' }, query: { perPage: 1 } },
      admin,
    );
    expect(eventsOf(paged.body)).toHaveLength(1);
    expect(String(paged.headers.link)).toMatch(
      /^<\/api\/epcis\/queries\/packed-here\/events\?perPage=1&nextPageToken=\d+>; rel="next"$/,
    );
  });

  it('refuses a name taken, a bad name, paging, patterns and parameters it does not answer', async () => {
    await create({ name: 'taken', query: {} });
    const again = await create({ name: 'taken', query: { eventType: 'ObjectEvent' } });
    expect(again.status).toBe(409);
    expect(again.problem.title).toBe('A query named taken exists already: choose another name');
    for (const [body, words] of [
      [{ name: 'a b', query: {} }, 'letters, digits'],
      [{ name: 'paged', query: { perPage: 5 } }, 'perPage'],
      [
        { name: 'pattern', query: { MATCH_epc: 'urn:epc:idpat:sgtin:0614141.107346.*' } },
        'patterns',
      ],
      [{ name: 'quantity', query: { EQ_quantity: 3 } }, 'EQ_quantity'],
      [{ name: 'late', query: { GE_eventTime: 'yesterday' } }, 'ISO 8601'],
    ] as const) {
      const refused = await create(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.text, JSON.stringify(body)).toContain(words);
    }
    const names = (await call(t, calls.list, {}, admin)).body.map((query) => query.name);
    expect(names).not.toContain('paged');
  });

  it("hides another company's queries, and lets only Track & Trace users near them", async () => {
    await create({ name: 'ours', query: {} });
    const other = await otherCompanyAdmin(t, 'Other Named Queries Ltd');
    const seen = await call(t, calls.find, { params: { name: 'ours' } }, other.token);
    expect(seen.status).toBe(404);
    expect((await call(t, calls.list, {}, other.token)).body).toEqual([]);
    // The same name is free in another company.
    expect((await create({ name: 'ours', query: {} }, other.token)).status).toBe(201);
    const run = await call(t, calls.events, { params: { name: 'ours' } }, other.token);
    expect(eventsOf(run.body)).toEqual([]);

    const without = await userHolding(t, []);
    expect((await call(t, calls.list, {}, without)).status).toBe(403);
    const tracer = await userHolding(t, ['Track & Trace']);
    expect((await call(t, calls.list, {}, tracer)).status).toBe(200);
  });

  it('removes a query with its subscriptions; a removed one is not found', async () => {
    await create({ name: 'short-lived', query: { EQ_bizStep: 'shipping' } });
    await call(
      t,
      calls.subscribe,
      {
        params: { name: 'short-lived' },
        body: { dest: `${erp}/short-lived`, stream: true },
      },
      admin,
    );
    expect(await webhooksTo(`${erp}/short-lived`)).toHaveLength(1);
    const removed = await call(t, calls.remove, { params: { name: 'short-lived' } }, admin);
    expect(removed.status).toBe(204);
    expect(await webhooksTo(`${erp}/short-lived`)).toEqual([]);
    expect((await call(t, calls.find, { params: { name: 'short-lived' } }, admin)).status).toBe(
      404,
    );
    expect((await call(t, calls.remove, { params: { name: 'short-lived' } }, admin)).status).toBe(
      404,
    );
  });
});

describe('subscriptions to a named query', () => {
  const subscribe = (name: string, body: object, as = admin) =>
    call(t, calls.subscribe, { params: { name }, body: unchecked(body) }, as);

  it('subscribes a destination as a stream with its query, and ends it by its Location', async () => {
    await create({ name: 'shipped', query: { EQ_bizStep: 'shipping', eventType: 'ObjectEvent' } });
    const made = await subscribe('shipped', {
      dest: `${erp}/epcis`,
      signatureToken: 'a-client-secret-of-ours',
      stream: true,
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toEqual({
      subscriptionID: expect.any(String),
      dest: `${erp}/epcis`,
      createdAt: expect.any(String),
      reportIfEmpty: false,
      stream: true,
    });
    expect(made.headers.location).toBe(
      `/api/epcis/queries/shipped/subscriptions/${made.body.subscriptionID}`,
    );
    expect(await webhooksTo(`${erp}/epcis`)).toMatchObject([
      { id: Number(made.body.subscriptionID), events: ['epcis.captured'], createdBy: 'admin' },
    ]);

    const params = { name: 'shipped', subscriptionId: made.body.subscriptionID };
    expect((await call(t, calls.unsubscribe, { params }, admin)).status).toBe(204);
    expect(await webhooksTo(`${erp}/epcis`)).toEqual([]);
    expect((await call(t, calls.unsubscribe, { params }, admin)).status).toBe(404);
  });

  it('gives a whsec_ secret once when the client brings no signatureToken, and takes a schedule', async () => {
    await create({ name: 'nightly', query: { EQ_bizStep: 'storing' } });
    const scheduled = await subscribe('nightly', {
      dest: `${erp}/nightly`,
      reportIfEmpty: true,
      schedule: { hour: '1', minute: '5' },
      initialRecordTime: '2026-11-01T00:00:00Z',
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    expect(scheduled.body).toEqual({
      subscriptionID: expect.any(String),
      dest: `${erp}/nightly`,
      createdAt: expect.any(String),
      reportIfEmpty: true,
      schedule: { hour: '1', minute: '5' },
      initialRecordTime: '2026-11-01T00:00:00Z',
      secret: expect.stringMatching(/^whsec_/),
    });
    expect(scheduled.body.stream).toBeUndefined();
    expect(await webhooksTo(`${erp}/nightly`)).toMatchObject([
      { id: Number(scheduled.body.subscriptionID), events: ['epcis.captured'] },
    ]);
    const made = await subscribe('nightly', { dest: `${erp}/nightly-stream`, stream: true });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ stream: true, secret: expect.stringMatching(/^whsec_/) });
    expect(made.body.schedule).toBeUndefined();
  });

  it('refuses neither stream nor schedule, both, a bad destination, an unknown query, and callers without Integrations', async () => {
    await create({ name: 'guarded', query: {} });
    const dest = `${erp}/epcis`;
    for (const body of [
      { dest },
      { dest, stream: true, schedule: { hour: '1' } },
      { dest: 'not a url', stream: true },
      { dest, stream: false },
      { dest, schedule: { hour: 'at one' } },
      { dest, stream: true, signatureToken: 'short' },
      // The webhook rules on targets (decision 0450): no loopback, no plain http.
      { dest: 'https://127.0.0.1/epcis', stream: true },
      { dest: 'http://8.8.8.8/epcis', stream: true },
    ]) {
      const refused = await subscribe('guarded', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await subscribe('no-such-query', { dest, stream: true })).status).toBe(404);
    const other = await otherCompanyAdmin(t, 'Other Subscribers Ltd');
    expect((await subscribe('guarded', { dest, stream: true }, other.token)).status).toBe(404);
    const tracer = await userHolding(t, ['Track & Trace']);
    expect((await subscribe('guarded', { dest, stream: true }, tracer)).status).toBe(403);
  });
});
