import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { printRunCodes, rowsOf, scan } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { fastTiming } from '../../platform/jobs/test-support/fast-jobs';
import { startReceiver, type Receiver } from '../../test-support/webhook-receiver';

// Announced scans (decision 0462): while a pump is on its way, a batch of scans, their events
// and their deliveries are one statement; the first scan after a quiet spell goes in a
// transaction that queues the pump. Either way each scan is delivered once, as stored.

/** The wait before a failed delivery's retry: the window in which the pump is queued for later. */
const retryWaitMs = 4000;
let t: TestApp;
let admin: string;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({
    webhookAllowPrivate: true,
    jobTiming: fastTiming,
    webhookDelivery: { retryDelaysMs: [retryWaitMs], timeoutMs: 3000 },
  });
  admin = await tokenFor(t, 'admin');
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

interface ScanEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Each stored scan as its scan.recorded event should carry it. */
const storedScans = async (ids: readonly number[]) =>
  (
    await rowsOf<{
      id: string;
      code: string;
      verdict: string;
      reason: string | null;
      session: number;
      starts_session: boolean;
      customer_id: number;
      product_id: number | null;
      created_at: Date;
    }>(
      t,
      sql`select id, code, verdict, reason, session, starts_session, customer_id, product_id, created_at
          from scans where id in ${
            ids.length
              ? sql`(${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql`(null)`
          } order by id`,
    )
  ).map((row) => ({
    scanId: Number(row.id),
    code: row.code,
    verdict: row.verdict,
    reason: row.reason,
    session: Number(row.session),
    startsSession: row.starts_session,
    customerId: Number(row.customer_id),
    productId: row.product_id === null ? null : Number(row.product_id),
    scannedAt: new Date(row.created_at).toISOString(),
  }));

describe('announced scans', () => {
  it('writes a flood of scans with their deliveries in one statement while a pump is queued, and delivers each once, as stored, in order', async () => {
    const made = await call(
      t,
      contract.webhooks.create,
      { body: { url: receiver.url, events: ['scan.recorded', 'scan.first'] } },
      admin,
    );
    expect(made.status).toBe(200);
    const inTransaction = vi.spyOn(t.outbox, 'recordPlatformEvents');

    // The first scan: no pump on its way, so a transaction queues one. Its delivery is answered
    // 500 once: the pump ends and its successor waits for the retry, still queued.
    let answered = 0;
    receiver.answerWith(() => (++answered === 1 ? 500 : 200));
    const codes = await printRunCodes(t, 13, 40);
    const first = await scan(t, codes[0]!.code, 'flood-0');
    await receiver.waitFor(1);
    expect(inTransaction).toHaveBeenCalledTimes(1);

    // The flood, while the pump waits: twelve codes scanned at once by two phones each (the
    // second phone of a code races the first for its session number).
    const flood = await Promise.all(
      codes
        .slice(1)
        .flatMap(({ code }, i) => [scan(t, code, `flood-a${i}`), scan(t, code, `flood-b${i}`)]),
    );
    expect(flood.every((scanned) => scanned.status === 200)).toBe(true);
    expect(inTransaction).toHaveBeenCalledTimes(1);
    inTransaction.mockRestore();

    const scanIds = [first, ...flood].map((scanned) => scanned.view.scanId as number);
    const expected = await storedScans(scanIds);
    expect(expected).toHaveLength(25);
    const firsts = expected.filter((row) => row.session === 1);
    expect(firsts).toHaveLength(13);
    // The retry of the first, then every event of the flood: 25 scan.recorded and 13 scan.first.
    const all = await receiver.waitFor(1 + 25 + 13, retryWaitMs + 10_000);
    const bodies = all.slice(1).map((r) => JSON.parse(r.body) as ScanEvent);
    expect(new Set(all.slice(1).map((r) => r.headers['webhook-id'])).size).toBe(38);
    // Every scan once, as stored. Two batches may be written at once (on PostgreSQL), so the
    // order is the deliveries' (the events'), not the scans' ids: held to the delivery log.
    const byScan = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      Number(a['scanId']) - Number(b['scanId']);
    const recorded = bodies.filter((b) => b.type === 'scan.recorded').map((b) => b.data);
    expect([...recorded].sort(byScan)).toEqual(expected);
    const sentFirsts = bodies.filter((b) => b.type === 'scan.first').map((b) => b.data);
    expect([...sentFirsts].sort(byScan)).toEqual(firsts);
    const logOrder = await rowsOf<{ message_id: string }>(
      t,
      sql`select message_id from webhook_deliveries where subscription_id = ${made.body.id} order by id`,
    );
    // The first request was the 500 answered to the first scan's delivery; its retry follows.
    expect(all.slice(1).map((r) => r.headers['webhook-id'])).toEqual(
      logOrder.map((row) => row.message_id),
    );
    // Each scan's scan.first right behind its scan.recorded.
    bodies.forEach((body, i) => {
      if (body.type === 'scan.first') expect(bodies[i - 1]!.data).toEqual(body.data);
    });
    await call(t, contract.webhooks.remove, { params: { id: made.body.id } }, admin);
  });
});
