import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { tokenFor } from '../../test-support/sessions';
import { fromAddress } from '../../test-support/guesses';
import { printRunCodes, rowsOf, tokenBatchCodes } from '../../test-support/scans';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let codes: string[];
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: true,
    publicLimits: { lookups: { burstPerSecond: 1_000, sessionsPerCodePerDay: 4 } },
  });
  const run = await printRunCodes(t, 20);
  codes = run.map((row) => row.code);
  const admin = await tokenFor(t, 'admin');
  // The demo product: at most two people, and flagged and blacklisted by the platform at three.
  await t.database.db.execute(
    sql`update products set check_count_of_scan = true, allow_number_of_scans = 2 where id = ${run[0]!.productId}`,
  );
  const rules = await call(
    t,
    contract.products.setScanRules,
    {
      params: { id: run[0]!.productId },
      body: { flagAfterSessions: 3, autoBlacklist: true },
    },
    admin,
  );
  expect(rules.status).toBe(200);
});
afterAll(async () => t.close());

const scanFrom = (address: string, code: string, cookie?: string) =>
  fromAddress(t, address, `/v/${code}`, cookie ? { cookie } : {});
const randomCookie = () =>
  `vt_device=${'A'.repeat(11)}${Math.random().toString(36).slice(2, 13).padEnd(11, 'x')}.${'B'.repeat(22)}`;
const flagged = async (code: string) =>
  (
    await rowsOf(
      t,
      sql`select 1 from flagged_codes f join codes c on c.id = f.code_id where c.code = ${code}`,
    )
  ).length > 0;

describe('counting that a client cannot forge', () => {
  it('takes forged device cookies from one address as one visitor: no new session, no limit, no blacklisting', async () => {
    const code = codes[0]!;
    const verdicts: string[] = [];
    for (let i = 0; i < 6; i++)
      verdicts.push((await scanFrom('198.51.100.20', code, randomCookie())).json().verdict);
    expect(verdicts).toEqual(Array(6).fill('genuine'));
    expect(await flagged(code)).toBe(false);
  });

  it('takes devices minted by dropping the cookie, from one network, as one person', async () => {
    const code = codes[1]!;
    const views = [];
    // Each request without a cookie is given a new signed device; an hour apart, each starts a session.
    for (let i = 0; i < 4; i++) {
      views.push((await scanFrom(`198.51.100.${30 + i}`, code)).json());
      t.advanceClock(61 * 60_000);
    }
    expect(views.map((view) => view.verdict)).toEqual([
      'genuine',
      'alreadyVerified',
      'alreadyVerified',
      'alreadyVerified',
    ]);
    expect(await flagged(code)).toBe(false);
  });

  it('reaches the limit only when more people scanned than the product allows: different devices on different networks', async () => {
    const code = codes[2]!;
    const verdicts = [];
    for (const network of ['192.0.2.1', '203.0.113.1', '198.18.5.1'])
      verdicts.push((await scanFrom(network, code)).json().verdict);
    expect(verdicts).toEqual(['genuine', 'alreadyVerified', 'limitReached']);
    expect(await flagged(code)).toBe(true);
  });

  it('counts at most four more sessions of one code a day after its first; later people are answered, not counted', async () => {
    // A code of the demo token batch: no product, so no limit or rule gets in the way.
    const { code } = (await tokenBatchCodes(t, 1))[0]!;
    const views = [];
    for (let n = 1; n <= 6; n++) views.push((await scanFrom(`100.${64 + n}.0.1`, code)).json());
    expect(views.map((view) => view.history.sessions)).toEqual([1, 2, 3, 4, 5, 5]);
    expect(views.at(-1).verdict).not.toBe('genuine');
  });
});

describe('the scan cookies and TLS', () => {
  it('marks the device cookie Secure and sends Strict-Transport-Security when the request came over TLS', async () => {
    const overTls = await fromAddress(t, '192.0.2.80', `/v/${codes[10]}`, {
      'x-forwarded-proto': 'https',
    });
    expect(String(overTls.headers['set-cookie'])).toMatch(
      /^vt_device=[\w-]{22}\.[\w-]{22}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(overTls.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await fromAddress(t, '192.0.2.81', `/v/${codes[11]}`);
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
