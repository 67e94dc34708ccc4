import { sql } from 'drizzle-orm';
import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, guessUntilRefused, madeUpCode } from '../../test-support/guesses';
import { printRunCodes, rowsOf } from '../../test-support/scans';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// Small budgets, so a flood is a few hundred requests: 200 points a day per address, a miss
// costs 20 (10 answers), 100 during a flood (2 answers); 40 misses in ten minutes make a flood.
const lookups = {
  pointsPerDay: 200,
  unknownCost: 20,
  floodUnknownCost: 100,
  platformFlood: 40,
  burstPerSecond: 1_000,
};

let t: TestApp;
let codes: string[];
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: true,
    publicLimits: { lookups },
    scanPages: await loadScanRenderer(),
  });
  codes = (await printRunCodes(t, 30)).map((row) => row.code);
});
afterAll(async () => t.close());

const scanFrom = (address: string, code: string, headers: Record<string, string> = {}) =>
  fromAddress(t, address, `/v/${code}`, headers);

describe('one address guessing codes', () => {
  it('gets ten answers, then 429 with Retry-After for every code, a genuine one included', async () => {
    const { answered, refusal } = await guessUntilRefused(t, '198.18.0.1');
    expect(answered).toBe(10);
    expect(refusal).toMatchObject({
      status: 429,
      title: expect.stringMatching(/^Too many checks from your network: try again in \d+ hours?$/),
    });
    expect(Number(refusal!.retryAfter)).toBeGreaterThan(0);
    // Were a known code answered now, the guesser would learn that it hit.
    const genuine = await scanFrom('198.18.0.1', codes[0]!);
    expect(genuine.statusCode).toBe(429);
    const page = await scanFrom('198.18.0.1', codes[0]!, { accept: 'text/html' });
    expect([page.statusCode, page.headers['content-type']]).toEqual([
      429,
      'text/html; charset=utf-8',
    ]);
    expect(page.body).toContain('Too many checks from your network');
  });

  it('counts an IPv6 client by its /64, so a new address in the same /64 is no new budget', async () => {
    expect((await guessUntilRefused(t, '2001:db8:1:2::1')).answered).toBe(10);
    expect((await scanFrom('2001:db8:1:2:ffff::9', madeUpCode())).statusCode).toBe(429);
  });

  it('lets a shopper on another network read a genuine code as genuine meanwhile', async () => {
    const reply = await scanFrom('203.0.113.50', codes[1]!);
    expect(reply.json()).toMatchObject({ verdict: 'genuine' });
  });

  it('lets the same phone scan its genuine code again and again for free', async () => {
    const first = await scanFrom('203.0.113.60', codes[2]!);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    // 300 rescans in one session: more than the address could pay for at a known code's price.
    for (let i = 0; i < 300; i++)
      expect((await scanFrom('203.0.113.60', codes[2]!, { cookie })).statusCode).toBe(200);
    const [row] = await rowsOf<{ points: number }>(
      t,
      sql`select points from public_rate_limits where key like 'lookup:address:%' order by points limit 1`,
    );
    expect(row!.points).toBeLessThan(200);
    expect((await scanFrom('203.0.113.60', codes[3]!, { cookie })).json().verdict).toBe('genuine');
  });

  it('refuses a code with a NUL character with a 400 and stores nothing', async () => {
    const before = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from scans`);
    for (const url of ['/v/%00', '/v/AB%00CD', '/01/09506000134352/21/AB%00CD']) {
      const reply = await fromAddress(t, '203.0.113.70', url);
      expect([url, reply.statusCode, reply.json().title]).toEqual([
        url,
        400,
        expect.stringContaining('NUL character'),
      ]);
    }
    expect(await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from scans`)).toEqual(
      before,
    );
  });
});

describe('many addresses guessing at once', () => {
  it('tighten the price of a miss for every address while the flood lasts, and the flood is on record', async () => {
    let answered = 0;
    for (let n = 0; n < 60; n++) answered += (await guessUntilRefused(t, `198.19.${n}.1`)).answered;
    // Without the flood each address would get 10 answers (600); at its price, 2 each.
    expect(answered).toBeLessThan(200);
    const floods = await t.services.publicLimits.floods.recent(null);
    expect(floods[0]).toMatchObject({ companyId: null, active: true });
    expect(floods[0]!.peakLookups).toBeGreaterThanOrEqual(40);
    expect((await guessUntilRefused(t, '198.19.200.1')).answered).toBe(2);
  });

  it('never throttle a genuine shopper on a fresh network, flood or not', async () => {
    for (const [n, code] of codes.slice(10, 20).entries()) {
      expect((await scanFrom(`192.0.2.${n + 1}`, code)).json()).toMatchObject({
        verdict: 'genuine',
      });
    }
  });
});

describe('limits shared by API processes', () => {
  it('spend one budget: what one process answered, another does not answer again', async () => {
    const shared = await createTestApp({ trustProxy: true, publicLimits: { lookups } });
    const second = await shared.secondProcess();
    try {
      const answers: number[] = [];
      for (let i = 0; i < 14; i++) {
        const instance = i % 2 === 0 ? shared : second;
        answers.push((await fromAddress(instance, '198.20.0.1', `/v/${madeUpCode()}`)).statusCode);
      }
      expect(answers).toEqual([...Array<number>(10).fill(200), 429, 429, 429, 429]);
    } finally {
      await second.close();
      await shared.close();
    }
  });
});
