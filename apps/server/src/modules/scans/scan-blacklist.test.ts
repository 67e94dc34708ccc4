import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printRunCodes, scan } from '../../test-support/scans';

let t: TestApp;
let admin: string;
let codes: { code: string; productId: number }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  codes = await printRunCodes(t, 5, 300);
  // Two sessions flag a code of the demo product, and blacklist it.
  const rules = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${codes[0]!.productId}/scan-rules`,
    headers: bearer(admin),
    payload: { flagAfterSessions: 2, autoBlacklist: true },
  });
  expect(rules.statusCode).toBe(200);
});
afterAll(async () => t.close());

const call = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(admin), payload });

it('says not genuine with the reason while a code is blacklisted, and genuine again once reactivated', async () => {
  const code = codes[0]!.code;
  expect(
    (await call('/code-blacklist', { code, reason: 'stolen', note: 'Pallet 7' })).statusCode,
  ).toBe(200);
  const blocked = await scan(t, code);
  expect(blocked.view).toMatchObject({
    verdict: 'notGenuine',
    reason: 'blacklisted',
    blacklist: { reason: 'stolen' },
  });
  expect((await call('/code-blacklist/reactivate', { code })).statusCode).toBe(200);
  expect((await scan(t, code, 'another phone')).view.verdict).not.toBe('notGenuine');
});

it("puts a code under review with 'max scan count' when it reaches its product's threshold; not genuine only once a person confirms", async () => {
  const code = codes[1]!.code;
  expect((await scan(t, code, 'phone-1')).view.verdict).toBe('genuine');
  expect((await scan(t, code, 'phone-2')).view.verdict).toBe('alreadyVerified');
  const underReview = (await scan(t, code, 'phone-3')).view;
  expect(underReview).toMatchObject({
    verdict: 'underReview',
    blacklist: { reason: 'maxScanCount' },
  });
  expect(underReview.reason).toBeUndefined();
  expect(
    (await call('/code-blacklist/confirm', { code, note: 'Seen on a market stall' })).statusCode,
  ).toBe(200);
  expect((await scan(t, code, 'phone-4')).view).toMatchObject({
    verdict: 'notGenuine',
    reason: 'blacklisted',
    blacklist: { reason: 'maxScanCount' },
  });
});
