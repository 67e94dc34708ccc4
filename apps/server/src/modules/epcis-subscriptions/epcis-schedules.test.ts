import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { contract } from '@veritag/api';
import { call, unchecked } from '../../test-support/api-calls';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { fastTiming, sleep, until } from '../../platform/jobs/test-support/fast-jobs';
import { epcisDocumentIssues } from '../trace';
import { settleMs } from './epcis-schedule-runs';
import { startReceiver } from '../../test-support/webhook-receiver';
import { verifiedDocuments, type QueryDocument } from './test-support/query-documents';
import { capturedTrail } from './test-support/trail';

/* Scheduled EPCIS subscriptions (decisions 0464, 0465), run by the job runtime, on a real database. */

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
const lineToken = 'line-system-token-0002';
/** A window ends settleMs behind its run (decision 0465): what a run can see takes that long. */
const runWait = settleMs + 10_000;

async function scheduled(name: string, query: object, path: string, extra: object = {}) {
  const made = await call(t, calls.create, { body: unchecked({ name, query }) }, admin);
  expect(made.status, made.text).toBe(201);
  const subscribed = await call(
    t,
    calls.subscribe,
    {
      params: { name },
      body: unchecked({ dest: `${receiver.origin}${path}`, schedule: { second: '*' }, ...extra }),
    },
    admin,
  );
  expect(subscribed.status, subscribed.text).toBe(201);
  return subscribed.body;
}

const eventsOf = (document: QueryDocument) => document.epcisBody.queryResults.resultsBody.eventList;

describe('scheduled EPCIS subscriptions', () => {
  it('are accepted with their schedule, and send the new events of each window as one signed document', async () => {
    const made = await scheduled('shipped-nightly', { EQ_bizStep: 'shipping' }, '/nightly', {
      signatureToken: lineToken,
    });
    expect(made).toMatchObject({ schedule: { second: '*' }, reportIfEmpty: false });
    expect(made.stream).toBeUndefined();
    const verifier = new Webhook(lineToken, { format: 'raw' });

    const first = await capturedTrail(t, admin, 2, 70);
    await until(() => receiver.at('/nightly').length >= 1, runWait);
    const [document] = verifiedDocuments(receiver.at('/nightly'), verifier);
    expect(document!.type).toBe('EPCISQueryDocument');
    expect(document!.epcisBody.queryResults).toMatchObject({
      subscriptionID: made.subscriptionID,
      queryName: 'shipped-nightly',
    });
    expect(epcisDocumentIssues(document)).toEqual([]);
    // Exactly the shipping event of that capture, as a run of the query lists it.
    expect(eventsOf(document!)).toEqual([
      expect.objectContaining({
        bizStep: 'shipping',
        epcList: [expect.stringMatching(new RegExp(`/${first.pallet}$`))],
      }),
    ]);
    const run = await call(t, calls.events, { params: { name: 'shipped-nightly' } }, admin);
    expect(run.body.epcisBody.queryResults.resultsBody.eventList).toContainEqual(
      eventsOf(document!)[0],
    );

    // The next run sends only what was recorded after the last window.
    const second = await capturedTrail(t, admin, 2, 80);
    await until(() => receiver.at('/nightly').length >= 2, runWait);
    await sleep(1500);
    const documents = verifiedDocuments(receiver.at('/nightly'), verifier);
    // Runs with nothing new sent nothing: reportIfEmpty is false.
    expect(documents).toHaveLength(2);
    expect(eventsOf(documents[1]!)).toEqual([
      expect.objectContaining({
        epcList: [expect.stringMatching(new RegExp(`/${second.pallet}$`))],
      }),
    ]);
    const log = await call(
      t,
      contract.webhooks.deliveries,
      { params: { id: Number(made.subscriptionID) }, query: { page: 0, size: 50 } },
      admin,
    );
    expect(log.body.content).toMatchObject([{ state: 'delivered' }, { state: 'delivered' }]);
    // A resend sends the same document under the same webhook-id.
    const oldest = log.body.content.at(-1)!;
    const resent = await call(
      t,
      contract.webhooks.resend,
      { params: { id: Number(made.subscriptionID), deliveryId: oldest.id } },
      admin,
    );
    expect(resent.status, resent.text).toBe(200);
    await until(() => receiver.at('/nightly').length >= 3, runWait);
    const [original, , again] = receiver.at('/nightly');
    expect(again!.headers['webhook-id']).toBe(oldest.messageId);
    expect(again!.headers['webhook-id']).toBe(original!.headers['webhook-id']);
    expect(again!.body).toBe(original!.body);
    const params = { name: 'shipped-nightly', subscriptionId: made.subscriptionID };
    expect((await call(t, calls.unsubscribe, { params }, admin)).status).toBe(204);
  });

  it('send an empty document when reportIfEmpty is true, and stop when the webhook or the named query is removed', async () => {
    const made = await scheduled('never-seen', { EQ_bizStep: 'destroying' }, '/empty', {
      reportIfEmpty: true,
    });
    await scheduled('short-lived', { EQ_bizStep: 'destroying' }, '/query-removed', {
      reportIfEmpty: true,
    });
    await until(
      () => receiver.at('/empty').length >= 2 && receiver.at('/query-removed').length >= 1,
      runWait,
    );
    const [document] = verifiedDocuments(receiver.at('/empty'), new Webhook(made.secret!));
    expect(eventsOf(document!)).toEqual([]);
    expect(epcisDocumentIssues(document)).toEqual([]);

    const removed = await call(
      t,
      contract.webhooks.remove,
      { params: { id: Number(made.subscriptionID) } },
      admin,
    );
    expect(removed.status).toBe(204);
    const query = await call(t, calls.remove, { params: { name: 'short-lived' } }, admin);
    expect(query.status).toBe(204);
    // A delivery on its way when it ended may still land; after that, nothing.
    await sleep(1000);
    const sent = [receiver.at('/empty').length, receiver.at('/query-removed').length];
    await sleep(2500);
    expect([receiver.at('/empty').length, receiver.at('/query-removed').length]).toEqual(sent);
  });

  it('refuse a schedule written wrongly with a title that says what is wrong', async () => {
    await call(t, calls.create, { body: unchecked({ name: 'guarded', query: {} }) }, admin);
    const dest = 'https://8.8.8.8/epcis';
    for (const [schedule, title] of [
      [{ hour: '24' }, 'Invalid schedule.hour: 24 is not an hour (0 to 23)'],
      [
        { dayOfWeek: '0' },
        'Invalid schedule.dayOfWeek: 0 is not a day of the week (1 Monday to 7 Sunday)',
      ],
      [{ minute: '[30-10]' }, 'Invalid schedule.minute: the range 30-10 runs backwards'],
      [
        { hour: 'at one' },
        'Invalid schedule.hour: "at one" is not a value, list or range such as 5, 1,15 or [1-5]',
      ],
      [
        {},
        'Invalid schedule: give it at least one of second, minute, hour, dayOfMonth, month, dayOfWeek',
      ],
      [
        { dayOfMonth: '30', month: '2' },
        'Invalid schedule: it never matches: no month it allows has that day',
      ],
    ] as const) {
      const refused = await call(
        t,
        calls.subscribe,
        { params: { name: 'guarded' }, body: unchecked({ dest, schedule }) },
        admin,
      );
      expect(refused.status, JSON.stringify(schedule)).toBe(400);
      expect(refused.problem.title).toBe(title);
    }
  });
});
