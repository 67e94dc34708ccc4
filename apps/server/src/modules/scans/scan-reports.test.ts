import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { fromAddress, madeUpCode } from '../../test-support/guesses';
import { rowsOf } from '../../test-support/scans';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: true,
    publicLimits: {
      reports: { address: { points: 3, seconds: 86_400 } },
      lookups: { burstPerSecond: 1_000 },
    },
  });
});
afterAll(async () => t.close());

const asha = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' };

/** A phone at `address` scans `code` (not genuine) and gets the report action and its device cookie. */
async function scanned(address: string, code: string, cookie?: string) {
  const reply = await fromAddress(t, address, `/v/${code}`, cookie ? { cookie } : {});
  expect(reply.json().verdict).toBe('notGenuine');
  return {
    report: reply.json().actions.report as string,
    cookie: cookie ?? String(reply.headers['set-cookie']).split(';')[0]!,
  };
}
/** The person's report, sent from `address` at the scan page's own report link. */
const report = (address: string, link: string, person: typeof asha) =>
  call(t, contract.scanPage.report, {
    link,
    body: person,
    headers: { 'x-forwarded-for': address },
  });
const reportsOf = (code: string) =>
  rowsOf<{ name: string; mobile: string; report_count: number }>(
    t,
    sql`select name, mobile, report_count from invalid_scans where code = ${code} order by id`,
  );

describe('reports of a product found not genuine', () => {
  it('keeps one report per scan session: a later one updates it', async () => {
    const code = madeUpCode();
    const first = await scanned('192.0.2.10', code);
    expect((await report('192.0.2.10', first.report, asha)).status).toBe(204);
    // The same phone scans again and corrects its mobile.
    const again = await scanned('192.0.2.10', code, first.cookie);
    expect(
      (await report('192.0.2.10', again.report, { ...asha, mobile: '9876500000' })).status,
    ).toBe(204);
    expect(await reportsOf(code)).toEqual([
      { name: 'Asha Rao', mobile: '9876500000', report_count: 1 },
    ]);
  });

  it('merges an obvious duplicate (the same code, the same email) from another session, and counts it', async () => {
    const code = madeUpCode();
    await report('192.0.2.20', (await scanned('192.0.2.20', code)).report, asha);
    await report('198.51.100.20', (await scanned('198.51.100.20', code)).report, {
      ...asha,
      name: 'Asha R.',
    });
    await report('203.0.113.20', (await scanned('203.0.113.20', code)).report, {
      name: 'Ravi',
      email: 'ravi@example.com',
      mobile: '9123456789',
    });
    expect(await reportsOf(code)).toEqual([
      { name: 'Asha R.', mobile: '9876543210', report_count: 2 },
      { name: 'Ravi', mobile: '9123456789', report_count: 1 },
    ]);
  });

  it('refuses more reports from one address than its budget, with Retry-After, and stores none of them', async () => {
    const codes = [madeUpCode(), madeUpCode(), madeUpCode(), madeUpCode()];
    const statuses = [];
    for (const [n, code] of codes.entries()) {
      const reply = await report('198.18.9.9', (await scanned('198.18.9.9', code)).report, {
        ...asha,
        email: `asha${n}@example.com`,
      });
      statuses.push(reply.status);
      if (reply.status === 429) {
        expect(reply.problem.title).toMatch(/^Too many reports from your network: try again in/);
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await reportsOf(codes[3]!)).toEqual([]);
  });
});
