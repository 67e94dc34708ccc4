import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { contract } from '@veritag/api';
import type { WebhookEventType } from '@veritag/domain';
import { call } from '../../test-support/api-calls';
import { rowsOf, printRunCodes, scan } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { fastTiming, until } from '../../platform/jobs/test-support/fast-jobs';
import { startReceiver, type Receiver } from '../../test-support/webhook-receiver';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let companyA: number;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({
    webhookAllowPrivate: true,
    // The receiver shares this busy process: an answer late by more than the timeout is sent
    // again (at least once), and these tests count copies. 3 s is ample, and short for 'hang'.
    jobTiming: fastTiming,
    webhookDelivery: { retryDelaysMs: [150, 150], timeoutMs: 3000, pauseAfterFailures: 2 },
  });
  admin = await tokenFor(t, 'admin');
  companyA = (
    await rowsOf<{ id: number }>(t, sql`select company_id as id from users where login = 'admin'`)
  )[0]!.id;
  const companyB = (await t.services.companies.create({ name: 'Hooks Second Ltd' })).id;
  await t.services.accounts.create({
    login: 'hooksb',
    password: demoPassword,
    role: 'ROLE_ADMIN',
    companyId: companyB,
    privileges: [],
    firstName: 'Other',
    lastName: 'Admin',
    email: 'hooksb@example.com',
    mobileNo: '9000000098',
  });
  otherAdmin = await tokenFor(t, 'hooksb');
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const subscribe = async (events: WebhookEventType[], url = receiver.url, token = admin) =>
  call(t, contract.webhooks.create, { body: { url, events } }, token);

/** Records an event as a module does, in a transaction of its own. */
const record = (type: WebhookEventType, data: unknown, fail = false) =>
  t.database.db.transaction(async (tx) => {
    await t.outbox.recordPlatformEvent(tx, { companyId: companyA, type, data });
    if (fail) throw new Error('the change failed');
  });

const deliveriesOf = async (id: number) =>
  (
    await call(
      t,
      contract.webhooks.deliveries,
      { params: { id }, query: { page: 0, size: 50 } },
      admin,
    )
  ).body.content;

const since = (from: number) => receiver.received.slice(from);

describe('webhooks', () => {
  it('delivers a scan signed as Standard Webhooks says, once, and shows it in the delivery log', async () => {
    receiver.answerWith(() => 200);
    const made = await subscribe(['scan.recorded', 'scan.first']);
    expect(made.status).toBe(200);
    expect(made.body.secret).toMatch(/^whsec_/);
    expect(made.body).toMatchObject({ state: 'active', events: ['scan.recorded', 'scan.first'] });
    const listed = (await call(t, contract.webhooks.list, {}, admin)).body;
    expect(listed.find((w) => w.id === made.body.id)).not.toHaveProperty('secret');

    const from = receiver.received.length;
    const [code] = await printRunCodes(t, 1, 3);
    const scanned = await scan(t, code!.code, 'hook-phone');
    const got = await receiver.waitFor(from + 2);
    const bodies = since(from).map(
      (r) =>
        new Webhook(made.body.secret).verify(r.body, r.headers as Record<string, string>) as {
          type: string;
          data: Record<string, unknown>;
        },
    );
    expect(bodies.map((b) => b.type).sort()).toEqual(['scan.first', 'scan.recorded']);
    expect(bodies[0]!.data).toMatchObject({
      scanId: scanned.view.scanId,
      code: code!.code,
      verdict: scanned.view.verdict,
      session: 1,
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        got[from]!.body,
        got[from]!.headers as Record<string, string>,
      ),
    ).toThrow();

    await until(async () =>
      (await deliveriesOf(made.body.id)).every((d) => d.state === 'delivered'),
    );
    const log = await deliveriesOf(made.body.id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ state: 'delivered', attempts: 1, lastStatus: 200 });
    expect(log.map((d) => d.messageId).sort()).toEqual(
      since(from)
        .map((r) => r.headers['webhook-id'])
        .sort(),
    );
    // A second scan of the code is recorded, and is not a first scan.
    await scan(t, code!.code, 'hook-phone-2');
    await receiver.waitFor(from + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(since(from + 2).map((r) => (JSON.parse(r.body) as { type: string }).type)).toEqual([
      'scan.recorded',
    ]);
    await call(t, contract.webhooks.remove, { params: { id: made.body.id } }, admin);
  });

  it('retries a delivery answered 500, or not answered in time, with the same webhook-id', async () => {
    const made = await subscribe(['code.binned']);
    const from = receiver.received.length;
    let calls = 0;
    receiver.answerWith(() => (++calls === 1 ? 500 : calls === 2 ? 'hang' : 200));
    await record('code.binned', { code: 'X1' });
    await receiver.waitFor(from + 3);
    const ids = new Set(since(from).map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    await until(async () => (await deliveriesOf(made.body.id))[0]?.state === 'delivered');
    expect((await deliveriesOf(made.body.id))[0]).toMatchObject({ attempts: 3, lastStatus: 200 });
    receiver.answerWith(() => 200);
    await call(t, contract.webhooks.remove, { params: { id: made.body.id } }, admin);
  });

  it('sends a batch in order: a failure in its middle holds back those behind it until its retry', async () => {
    const made = await subscribe(['consignment.received']);
    const from = receiver.received.length;
    let failedOnce = false;
    receiver.answerWith((request) => {
      const { n } = (JSON.parse(request.body) as { data: { n: number } }).data;
      if (n !== 7 || failedOnce) return 200;
      failedOnce = true;
      return 500;
    });
    // Twenty events of one change: all waiting at once, read by the pump as one batch.
    await t.database.db.transaction((tx) =>
      t.outbox.recordPlatformEvents(
        tx,
        Array.from({ length: 20 }, (_, n) => ({
          companyId: companyA,
          type: 'consignment.received' as const,
          data: { n },
        })),
      ),
    );
    await receiver.waitFor(from + 21);
    const got = since(from);
    const numbers = got.map((r) => (JSON.parse(r.body) as { data: { n: number } }).data.n);
    expect(numbers).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(got[7]!.headers['webhook-id']).toBe(got[8]!.headers['webhook-id']);
    await until(async () =>
      (await deliveriesOf(made.body.id)).every((d) => d.state === 'delivered'),
    );
    const log = await deliveriesOf(made.body.id);
    expect(log.map((d) => d.attempts)).toEqual([
      1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1,
    ]);
    receiver.answerWith(() => 200);
    await call(t, contract.webhooks.remove, { params: { id: made.body.id } }, admin);
  });

  it('announces nothing of a change that was rolled back', async () => {
    const made = await subscribe(['code.blacklisted']);
    const from = receiver.received.length;
    await expect(record('code.blacklisted', { code: 'ROLLED' }, true)).rejects.toThrow();
    await record('code.blacklisted', { code: 'KEPT' });
    await receiver.waitFor(from + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      since(from).map((r) => (JSON.parse(r.body) as { data: { code: string } }).data.code),
    ).toEqual(['KEPT']);
    await call(t, contract.webhooks.remove, { params: { id: made.body.id } }, admin);
  });

  it('pauses a subscription whose deliveries keep failing, tells the admins, and resumes it', async () => {
    const made = await subscribe(['job.failed']);
    receiver.answerWith(() => 503);
    for (const n of [1, 2, 3]) await record('job.failed', { n });
    await until(async () =>
      (await call(t, contract.webhooks.list, {}, admin)).body.some(
        (w) => w.id === made.body.id && w.state === 'paused',
      ),
    );
    const paused = (await call(t, contract.webhooks.list, {}, admin)).body.find(
      (w) => w.id === made.body.id,
    )!;
    expect(paused.pausedReason).toMatch(/2 deliveries failed in a row.*503/);
    await until(() => t.logLines.some((line) => /\[mail\].*A webhook was paused/.test(line)));
    const log = await deliveriesOf(made.body.id);
    expect(log.map((d) => d.state)).toEqual(['pending', 'failed', 'failed']);

    receiver.answerWith(() => 200);
    const from = receiver.received.length;
    const resumed = await call(
      t,
      contract.webhooks.resume,
      { params: { id: made.body.id } },
      admin,
    );
    expect(resumed.body).toMatchObject({ state: 'active', pausedReason: null });
    await receiver.waitFor(from + 1);
    expect(JSON.parse(since(from)[0]!.body)).toMatchObject({ type: 'job.failed', data: { n: 3 } });

    // Resend: a failed delivery goes again, with its webhook-id.
    const failed = (await deliveriesOf(made.body.id)).find((d) => d.state === 'failed')!;
    const resent = await call(
      t,
      contract.webhooks.resend,
      { params: { id: made.body.id, deliveryId: failed.id } },
      admin,
    );
    expect(resent.body).toMatchObject({ state: 'pending', messageId: failed.messageId });
    await receiver.waitFor(from + 2);
    expect(since(from)[1]!.headers['webhook-id']).toBe(failed.messageId);
    await until(async () =>
      (await deliveriesOf(made.body.id)).some((d) => d.id === failed.id && d.state === 'delivered'),
    );
    await call(t, contract.webhooks.remove, { params: { id: made.body.id } }, admin);
  });

  it("keeps another company's subscription out of reach (404)", async () => {
    const made = await subscribe(['scan.recorded']);
    const id = made.body.id;
    expect(
      (await call(t, contract.webhooks.list, {}, otherAdmin)).body.map((w) => w.id),
    ).not.toContain(id);
    expect(
      (
        await call(
          t,
          contract.webhooks.deliveries,
          { params: { id }, query: { page: 0, size: 10 } },
          otherAdmin,
        )
      ).status,
    ).toBe(404);
    expect((await call(t, contract.webhooks.resume, { params: { id } }, otherAdmin)).status).toBe(
      404,
    );
    expect(
      (await call(t, contract.webhooks.resend, { params: { id, deliveryId: 1 } }, otherAdmin))
        .status,
    ).toBe(404);
    expect((await call(t, contract.webhooks.remove, { params: { id } }, otherAdmin)).status).toBe(
      404,
    );
    expect((await call(t, contract.webhooks.remove, { params: { id } }, admin)).status).toBe(204);
  });

  it('hands the queue of a pump that failed for good to another ten minutes later', async () => {
    const made = await subscribe(['code.binned']);
    const id = made.body.id;
    const failedRun = '00000000-0000-4000-8000-000000000001';
    await t.database.db.execute(
      sql`update webhook_subscriptions set pump_queued = true, lease_run = ${failedRun}, lease_until = now() + interval '1 minute' where id = ${id}`,
    );
    const queuedAfter = Date.now();
    await t.database.db.transaction((tx) =>
      t.services.webhooks.deliveryJob.onFailed!(tx, { subscriptionId: id }, failedRun),
    );
    const [subscription] = await rowsOf<{ pump_queued: boolean; lease_run: string | null }>(
      t,
      sql`select pump_queued, lease_run from webhook_subscriptions where id = ${id}`,
    );
    expect(subscription).toEqual({ pump_queued: true, lease_run: null });
    const successors = await rowsOf<{ start_after: Date }>(
      t,
      sql`select start_after from pgboss.job where name = 'webhooks.deliver' and data->>'subscriptionId' = ${String(id)} and state = 'created'`,
    );
    expect(successors).toHaveLength(1);
    const waitMs = new Date(successors[0]!.start_after).getTime() - queuedAfter;
    expect(waitMs).toBeGreaterThan(9 * 60_000);
    expect(waitMs).toBeLessThan(11 * 60_000);
    await call(t, contract.webhooks.remove, { params: { id } }, admin);
  });
});
