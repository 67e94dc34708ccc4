import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { fastTiming, until } from '../../platform/jobs/test-support/fast-jobs';
import { epcisDocumentIssues } from '../trace';
import { startReceiver } from '../../test-support/webhook-receiver';
import { verifiedDocuments, type QueryDocument } from './test-support/query-documents';
import { capturedTrail } from './test-support/trail';

/* EPCIS subscriptions delivered by the webhook machinery (decision 0461), on a real database. */

let t: TestApp;
let admin: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({
    webhookAllowPrivate: true,
    jobTiming: fastTiming,
    webhookDelivery: { retryDelaysMs: [150, 150], timeoutMs: 3000 },
  });
  admin = await tokenFor(t, 'admin');
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const calls = contract.epcisQueries;
const lineToken = 'line-system-token-0001';

async function subscribeTo(name: string, query: object, path: string, token = admin, extra = {}) {
  const made = await call(t, calls.create, { body: { name, query } as never }, token);
  expect(made.status, made.text).toBe(201);
  const subscribed = await call(
    t,
    calls.subscribe,
    { params: { name }, body: { dest: `${receiver.origin}${path}`, stream: true, ...extra } },
    token,
  );
  expect(subscribed.status, subscribed.text).toBe(201);
  return subscribed.body;
}

const eventsOf = (documents: QueryDocument[]) =>
  documents.flatMap((document) => document.epcisBody.queryResults.resultsBody.eventList);
const logOf = async (id: string, token = admin) =>
  (
    await call(
      t,
      contract.webhooks.deliveries,
      { params: { id: Number(id) }, query: { page: 0, size: 50 } },
      token,
    )
  ).body;

describe('EPCIS stream subscriptions', () => {
  it('deliver the matching events of a capture at once, signed, as EPCISQueryDocuments GS1 schema accepts; others hear nothing', async () => {
    const shipping = await subscribeTo(
      'shipped-out',
      { EQ_bizStep: 'shipping' },
      '/shipping',
      admin,
      { signatureToken: lineToken },
    );
    const pallets = await subscribeTo('pallets-made', { EQ_bizStep: 'packing' }, '/packing');
    const receiving = await subscribeTo('received-in', { EQ_bizStep: 'receiving' }, '/receiving');
    const other = await otherCompanyAdmin(t, 'Other Line Systems Ltd');
    const elsewhere = await subscribeTo(
      'shipped-out',
      { EQ_bizStep: 'shipping' },
      '/elsewhere',
      other.token,
    );

    const { pallet, cartons } = await capturedTrail(t, admin, 2, 40);
    await until(() => receiver.at('/shipping').length + receiver.at('/packing').length >= 2);

    // The client's own signatureToken is the key it verifies with, as it is.
    const shipped = verifiedDocuments(
      receiver.at('/shipping'),
      new Webhook(lineToken, { format: 'raw' }),
    );
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.type).toBe('EPCISQueryDocument');
    expect(shipped[0]!.epcisBody.queryResults).toMatchObject({
      subscriptionID: shipping.subscriptionID,
      queryName: 'shipped-out',
    });
    expect(epcisDocumentIssues(shipped[0])).toEqual([]);
    // Exactly the shipping event, as stored: what a run of the query lists (which adds its
    // eventID and recordTime).
    const [delivered, ...more] = eventsOf(shipped);
    expect(more).toEqual([]);
    expect(delivered).toMatchObject({
      type: 'ObjectEvent',
      bizStep: 'shipping',
      epcList: [expect.stringMatching(new RegExp(`/${pallet}$`))],
    });
    const run = await call(t, calls.events, { params: { name: 'shipped-out' } }, admin);
    expect(run.body.epcisBody.queryResults.resultsBody.eventList).toContainEqual(
      expect.objectContaining(delivered),
    );

    const packed = verifiedDocuments(receiver.at('/packing'), new Webhook(pallets.secret!));
    expect(eventsOf(packed)).toEqual([
      expect.objectContaining({
        type: 'AggregationEvent',
        parentID: expect.stringMatching(new RegExp(`/${pallet}$`)),
        childEPCs: cartons.map((carton) => expect.stringMatching(new RegExp(`/${carton}$`))),
      }),
    ]);
    expect(epcisDocumentIssues(packed[0])).toEqual([]);

    // Fan-out happens in the capture's transaction: what a subscription was not given by then,
    // it is never given.
    expect((await logOf(receiving.subscriptionID)).totalElements).toBe(0);
    expect((await logOf(elsewhere.subscriptionID, other.token)).totalElements).toBe(0);
    expect(receiver.at('/receiving')).toEqual([]);
    expect(receiver.at('/elsewhere')).toEqual([]);
    expect((await logOf(shipping.subscriptionID)).content).toMatchObject([
      { type: 'epcis.captured', state: 'delivered', attempts: 1 },
    ]);
  });

  it('stop when the subscription or its named query is removed', async () => {
    const stream = await subscribeTo('stored-here', { EQ_bizStep: 'storing' }, '/storing');
    await subscribeTo('packed-here', { EQ_bizStep: 'packing' }, '/packed');
    await capturedTrail(t, admin, 2, 50);
    await until(() => receiver.at('/storing').length + receiver.at('/packed').length >= 2);

    const ended = await call(
      t,
      calls.unsubscribe,
      { params: { name: 'stored-here', subscriptionId: stream.subscriptionID } },
      admin,
    );
    expect(ended.status).toBe(204);
    expect((await call(t, calls.remove, { params: { name: 'packed-here' } }, admin)).status).toBe(
      204,
    );
    const still = await subscribeTo('stored-again', { EQ_bizStep: 'storing' }, '/storing-again');
    await capturedTrail(t, admin, 2, 60);
    await until(() => receiver.at('/storing-again').length >= 1);
    expect(receiver.at('/storing')).toHaveLength(1);
    expect(receiver.at('/packed')).toHaveLength(1);
    expect(still.subscriptionID).not.toBe(stream.subscriptionID);
  });
});
