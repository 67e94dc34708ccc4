import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { contract } from '@veritag/api';
import { webhookEventTypes, type WebhookEventType } from '@veritag/domain';
import { call, unchecked } from '../../test-support/api-calls';
import { tokenBatch } from '../../test-support/code-batches';
import { phoneAddress, printRunCodes, rowsOf, scan } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { fastTiming } from '../../platform/jobs/test-support/fast-jobs';
import { startReceiver, type Receiver } from '../../test-support/webhook-receiver';

let t: TestApp;
let admin: string;
let receiver: Receiver;
let secret: string;
let pool: string[] = [];
/** Demo print run codes no other test of the file used. */
const fresh = (count: number) => pool.splice(0, count);
/** An EPCIS document as a line system sends it (the trace tests make theirs the same way). */
const document = (...eventList: object[]) => ({
  '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
  type: 'EPCISDocument',
  schemaVersion: '2.0',
  creationDate: '2026-11-20T10:00:00Z',
  epcisBody: { eventList },
});
const observed = (bizStep: string, epcList: string[], minute: number, extra: object = {}) => ({
  type: 'ObjectEvent',
  action: 'OBSERVE',
  bizStep,
  epcList,
  eventTime: new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString(),
  eventTimeZoneOffset: '+05:30',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true, jobTiming: fastTiming });
  admin = await tokenFor(t, 'admin');
  receiver = await startReceiver();
  pool = (await printRunCodes(t, 200, 500)).map((row) => row.code);
  const made = await call(
    t,
    contract.webhooks.create,
    { body: { url: receiver.url, events: [...webhookEventTypes] } },
    admin,
  );
  secret = made.body.secret;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

interface Body {
  id: string;
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

/** The verified bodies of `type` the receiver got after `from`, once there are `count`. */
async function received(type: WebhookEventType, from: number, count = 1): Promise<Body[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const bodies = receiver.received
      .slice(from)
      .map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as Body)
      .filter((body) => body.type === type);
    if (bodies.length >= count) return bodies;
    if (Date.now() > deadline) throw new Error(`${bodies.length} of ${count} ${type} came`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('each emitter sends its event, with the data as stored', () => {
  it('scan.recorded and scan.first', async () => {
    const from = receiver.received.length;
    const [code] = fresh(1);
    const { view } = await scan(t, code!, 'emitter-phone');
    const [recorded] = await received('scan.recorded', from);
    const [first] = await received('scan.first', from);
    expect(recorded!.data).toMatchObject({ scanId: view.scanId, code, verdict: view.verdict });
    expect(first!.data).toEqual(recorded!.data);
  });

  it('code.blacklisted', async () => {
    const from = receiver.received.length;
    const [code] = fresh(1);
    const done = await call(
      t,
      contract.codeBlacklist.blacklist,
      { body: { code: code!, reason: 'stolen', note: 'lost truck' } },
      admin,
    );
    expect(done.status, done.text).toBe(200);
    const [event] = await received('code.blacklisted', from);
    expect(event!.data).toMatchObject({
      code,
      reason: 'stolen',
      note: 'lost truck',
      blacklistedBy: 'admin',
      underReview: false,
    });
  });

  it('invalid_scan.reported', async () => {
    const from = receiver.received.length;
    const [code] = fresh(1);
    const person = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' };
    await call(
      t,
      contract.codeBlacklist.blacklist,
      { body: { code: code!, reason: 'stolen' } },
      admin,
    );
    const { view } = await scan(t, code!, 'reporter');
    const reported = await call(t, contract.scanPage.report, {
      link: (view as { actions?: { report: string } }).actions!.report,
      body: person,
      remoteAddress: phoneAddress('reporter'),
    });
    expect(reported.status, reported.text).toBe(204);
    const [event] = await received('invalid_scan.reported', from);
    expect(event!.data).toMatchObject({ code, ...person });
    expect(event!.data.scanId).toEqual(expect.any(Number));
  });

  it('code.binned', async () => {
    const from = receiver.received.length;
    const codes = fresh(2);
    const uploaded = await call(
      t,
      contract.smartBin.upload,
      { files: { file: { bytes: Buffer.from(`${codes.join('\n')}\n`), name: 'bin.csv' } } },
      admin,
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    const events = await received('code.binned', from, 2);
    expect(events.map((event) => event.data.code).sort()).toEqual([...codes].sort());
    expect(events[0]!.data).toMatchObject({ binnedBy: 'admin' });
  });

  it('epcis.captured, one per stored event, and consignment.received', async () => {
    const from = receiver.received.length;
    const codes = fresh(2);
    const consignment = {
      bizTransactionList: [{ type: 'desadv', bizTransaction: 'DESADV-HOOK-1' }],
    };
    const captured = await call(
      t,
      contract.traceEvents.capture,
      {
        body: unchecked(
          document(
            observed('storing', codes, 2, { readPoint: { id: 'urn:epc:id:sgln:0614141.00777.0' } }),
            observed('shipping', codes, 3, consignment),
            observed('receiving', [], 4, consignment),
          ),
        ),
      },
      admin,
    );
    expect(captured.status, captured.text).toBe(200);
    const events = await received('epcis.captured', from, 3);
    expect(events.map((event) => event.data.bizStep)).toEqual(['storing', 'shipping', 'receiving']);
    // Exactly as stored: the events as the trace module keeps them (codes as their label URIs).
    const stored = await rowsOf<{ event: unknown }>(
      t,
      sql`select event from trace_events order by id desc limit 3`,
    );
    expect(events.map((event) => event.data)).toEqual(stored.map((row) => row.event).reverse());
    const [receipt] = await received('consignment.received', from);
    expect(receipt!.data).toMatchObject({ units: 2, references: ['DESADV-HOOK-1'] });
  });

  it('job.completed, with what a user needs to fetch the result', async () => {
    const from = receiver.received.length;
    const asked = await call(
      t,
      contract.smartBin.download,
      { query: { fromDate: '2025-07-02', toDate: '2025-07-02' } },
      admin,
    );
    expect(asked.status, asked.text).toBe(200);
    const [event] = await received('job.completed', from);
    expect(event!.data).toMatchObject({
      kind: 'reportFiles.write',
      state: 'COMPLETED',
      fileName: asked.body.fileName,
      file: `/api/report-files/${asked.body.fileName}.xlsx`,
    });
    const file = await call(
      t,
      contract.reports.file,
      { params: { fileName: `${asked.body.fileName}.xlsx` } },
      admin,
    );
    expect(file.status).toBe(200);
  });

  it('job.completed of a token batch, with its id and its files', async () => {
    const from = receiver.received.length;
    const [customer] = await rowsOf<{ id: number }>(
      t,
      sql`select c.id from customers c join users u on u.company_id = c.company_id where u.login = 'admin' order by c.id limit 1`,
    );
    const batchId = await tokenBatch(t, admin, customer!.id, 5);
    const [event] = await received('job.completed', from);
    expect(event!.data).toMatchObject({
      kind: 'templateHistories.generate',
      state: 'COMPLETED',
      batchId,
      files: `/api/template-histories/${batchId}/files/{pdf,codes,urls,manifest}`,
    });
  });

  it('no event of a scan of another company reaches this company', async () => {
    // The demo print run's codes are this company's: a code unknown to the platform belongs to nobody.
    const from = receiver.received.length;
    await scan(t, 'NOTACODE12345', 'stranger');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.slice(from)).toEqual([]);
  });
});
