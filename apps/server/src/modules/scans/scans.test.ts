import { sql } from 'drizzle-orm';
import { checkCharacterOf } from '@veritag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printRunCodes, rowsOf, scan, tokenBatchCodes } from '../../test-support/scans';

let t: TestApp;
let codes: { code: string; productId: number }[];
beforeAll(async () => {
  t = await createTestApp();
  codes = await printRunCodes(t, 40);
  // The demo product: at most 4 scan sessions, with its message.
  await t.database.db.execute(
    sql`update products set check_count_of_scan = true, allow_number_of_scans = 4, msg_after_scan_exceded = 'This label was scanned too often' where id = ${codes[0]!.productId}`,
  );
});
afterAll(async () => t.close());

const minutes = (n: number) => n * 60_000;

describe('the first scans of a printed code', () => {
  it('say genuine, with what the product and its customer publish', async () => {
    const { status, view } = await scan(t, codes[0]!.code);
    expect(status).toBe(200);
    expect(view).toMatchObject({
      code: codes[0]!.code,
      verdict: 'genuine',
      history: { sessions: 1 },
    });
    expect(view.product?.name).toBeTruthy();
    expect(view.customer?.name).toBeTruthy();
    expect(view.history?.previousAt).toBeUndefined();
  });

  it('stay genuine while the same device retries within the session window', async () => {
    const code = codes[1]!.code;
    expect((await scan(t, code)).view.verdict).toBe('genuine');
    t.advanceClock(minutes(5));
    const retry = await scan(t, code);
    expect(retry.view).toMatchObject({ verdict: 'genuine', history: { sessions: 1 } });
  });

  it('say already verified, with the count and when, from another device or after the window', async () => {
    const code = codes[2]!.code;
    const first = await scan(t, code, 'phone-a');
    t.advanceClock(minutes(2));
    const other = await scan(t, code, 'phone-b');
    expect(other.view).toMatchObject({
      verdict: 'alreadyVerified',
      history: { sessions: 2, firstAt: first.view.history!.firstAt },
    });
    expect(other.view.history?.previousAt).toBe(first.view.history!.firstAt);
    t.advanceClock(minutes(31));
    expect((await scan(t, code, 'phone-b')).view.history?.sessions).toBe(3);
  });

  it('follow the device by its cookie on another network', async () => {
    const code = codes[3]!.code;
    const first = await scan(t, code, 'phone-c', { 'x-forwarded-for': '10.0.0.1' });
    const cookie = /vt_device=[^;]+/.exec(first.cookie ?? '')![0];
    const elsewhere = await scan(t, code, 'another browser', { cookie });
    expect(elsewhere.view).toMatchObject({ verdict: 'genuine', history: { sessions: 1 } });
  });

  it('reach the scan limit after the product allows no more sessions, with its message', async () => {
    const code = codes[4]!.code;
    const verdicts: string[] = [];
    for (const device of ['p1', 'p2', 'p3', 'p4', 'p5'])
      verdicts.push((await scan(t, code, device)).view.verdict);
    expect(verdicts).toEqual([
      'genuine',
      'alreadyVerified',
      'alreadyVerified',
      'alreadyVerified',
      'limitReached',
    ]);
    expect((await scan(t, code, 'p6')).view).toMatchObject({
      verdict: 'limitReached',
      limitMessage: 'This label was scanned too often',
    });
  });

  it('count every session once when many phones scan one code at the same moment', async () => {
    const code = codes[5]!.code;
    // Eight: within the new sessions a code may count in a day (sessionsPerCodePerDay).
    const views = await Promise.all(
      Array.from({ length: 8 }, (_, n) => scan(t, code, `crowd-${n}`)),
    );
    expect(views.filter(({ view }) => view.verdict === 'genuine')).toHaveLength(1);
    expect(views.map(({ view }) => view.history?.sessions).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 8 }, (_, n) => n + 1),
    );
    const [stored] = await rowsOf<{ sessions: number; scans: number }>(
      t,
      sql`select count(*) filter (where starts_session)::int as sessions, count(*)::int as scans from scans where code = ${code}`,
    );
    expect(stored).toEqual({ sessions: 8, scans: 8 });
  });

  it('answer each of many phones scanning different codes at once with its own stored scan', async () => {
    // Scans arriving together are looked up and stored in one batch (db/batch-while-busy.ts).
    const crowd = codes.slice(20, 36).map((entry) => entry.code);
    const views = await Promise.all(crowd.map((code, n) => scan(t, code, `batch-${n}`)));
    expect(views.map(({ view }) => view.verdict)).toEqual(crowd.map(() => 'genuine'));
    const ids = views.map(({ view }) => view.scanId);
    const stored = await rowsOf<{ id: number; code: string; device: string }>(
      t,
      sql`select id::int, code, device from scans where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(crowd.map((code, n) => byId.get(ids[n]!))).toEqual(
      crowd.map((code, n) => ({ id: ids[n], code, device: expect.any(String) })),
    );
    expect(new Set(stored.map((row) => row.device)).size).toBe(crowd.length);
  });
});

describe('a code that is not genuine', () => {
  it('is caught by its check character before any lookup, and the scan is kept', async () => {
    const code = codes[6]!.code;
    const mistyped = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    const { view } = await scan(t, mistyped);
    expect(view).toMatchObject({ verdict: 'notGenuine', reason: 'malformed' });
    expect(view.product).toBeUndefined();
    const [kept] = await rowsOf<{ verdict: string; company_id: number | null }>(
      t,
      sql`select verdict, company_id from scans where code = ${mistyped}`,
    );
    expect(kept).toEqual({ verdict: 'notGenuine', company_id: null });
  });

  it('is unknown when well formed but never issued', async () => {
    const madeUp = `7K3QX9MZ2HT${checkCharacterOf('7K3QX9MZ2HT', 'Alphanumeric')}`;
    expect((await scan(t, madeUp)).view).toMatchObject({
      verdict: 'notGenuine',
      reason: 'unknown',
    });
  });

  it('is a code of a batch still generating, or of an expired batch', async () => {
    const [token] = await tokenBatchCodes(t, 1);
    await t.database.db.execute(
      sql`update template_histories set status = 'RUNNING' where id = ${token!.batchId}`,
    );
    expect((await scan(t, token!.code)).view).toMatchObject({
      verdict: 'notGenuine',
      reason: 'batchInactive',
    });
    await t.database.db.execute(
      sql`update template_histories set status = 'COMPLETED', expiration_months = 1 where id = ${token!.batchId}`,
    );
    expect((await scan(t, token!.code, 'phone-x')).view.verdict).not.toBe('notGenuine');
    t.advanceClock(62 * 24 * minutes(60));
    expect((await scan(t, token!.code, 'phone-y')).view).toMatchObject({
      verdict: 'notGenuine',
      reason: 'batchExpired',
    });
  });
});
