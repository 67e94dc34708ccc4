import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { contract } from '@veritag/api';
import { webhookEventTypes, type WebhookEventType } from '@veritag/domain';
import { call } from '../../test-support/api-calls';
import { rowsOf, scan } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { fastTiming } from '../../platform/jobs/test-support/fast-jobs';
import { invalidScansKit } from '../invalid-scans/test-support/reported-scans';
import { traceKit } from '../trace/test-support/trace-events';
import { startReceiver, type Receiver } from './test-support/receiver';

let t: TestApp;
let admin: string;
let receiver: Receiver;
let secret: string;
const trace = traceKit(() => t);
const invalid = invalidScansKit(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true, jobTiming: fastTiming });
  admin = await tokenFor(t, 'admin');
  receiver = await startReceiver();
  await trace.load(200);
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
    const [code] = trace.fresh(1);
    const { view } = await scan(t, code!, 'emitter-phone');
    const [recorded] = await received('scan.recorded', from);
    const [first] = await received('scan.first', from);
    expect(recorded!.data).toMatchObject({ scanId: view.scanId, code, verdict: view.verdict });
    expect(first!.data).toEqual(recorded!.data);
  });

  it('code.blacklisted', async () => {
    const from = receiver.received.length;
    const [code] = trace.fresh(1);
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
    const [code] = trace.fresh(1);
    const person = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' };
    await invalid.reportBlacklisted(code!, person);
    const [event] = await received('invalid_scan.reported', from);
    expect(event!.data).toMatchObject({ code, ...person });
    expect(event!.data.scanId).toEqual(expect.any(Number));
  });

  it('code.binned', async () => {
    const from = receiver.received.length;
    const codes = trace.fresh(2);
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
    const codes = trace.fresh(2);
    const shipping = trace.shipping(codes, 'DESADV-HOOK-1');
    const receiving = trace.receiving('DESADV-HOOK-1');
    const captured = await trace.capture(
      admin,
      trace.document(trace.storing(codes), shipping, receiving),
    );
    expect(captured.statusCode, captured.body).toBe(200);
    const events = await received('epcis.captured', from, 3);
    expect(events.map((event) => event.data.bizStep)).toEqual(['storing', 'shipping', 'receiving']);
    // Exactly as stored: the events as the trace module keeps them (codes as their label URIs).
    const stored = await rowsOf<{ event: unknown }>(
      t,
      sql`select event from trace_events order by id desc limit 3`,
    );
    expect(events.map((event) => event.data)).toEqual(stored.map((row) => row.event).reverse());
    const [consignment] = await received('consignment.received', from);
    expect(consignment!.data).toMatchObject({ units: 2, references: ['DESADV-HOOK-1'] });
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

  it('no event of a scan of another company reaches this company', async () => {
    // The demo print run's codes are this company's: a code unknown to the platform belongs to nobody.
    const from = receiver.received.length;
    await scan(t, 'NOTACODE12345', 'stranger');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.slice(from)).toEqual([]);
  });
});
