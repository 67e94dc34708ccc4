import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { tokenFor } from '../../test-support/sessions';
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
  const rules = await call(
    t,
    contract.products.setScanRules,
    {
      params: { id: codes[0]!.productId },
      body: { flagAfterSessions: 2, autoBlacklist: true },
    },
    admin,
  );
  expect(rules.status).toBe(200);
});
afterAll(async () => t.close());

it('says not genuine with the reason while a code is blacklisted, and genuine again once reactivated', async () => {
  const code = codes[0]!.code;
  expect(
    (
      await call(
        t,
        contract.codeBlacklist.blacklist,
        { body: { code, reason: 'stolen', note: 'Pallet 7' } },
        admin,
      )
    ).status,
  ).toBe(200);
  const blocked = await scan(t, code);
  expect(blocked.view).toMatchObject({
    verdict: 'notGenuine',
    reason: 'blacklisted',
    blacklist: { reason: 'stolen' },
  });
  expect((await call(t, contract.codeBlacklist.reactivate, { body: { code } }, admin)).status).toBe(
    200,
  );
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
    (
      await call(
        t,
        contract.codeBlacklist.confirm,
        { body: { code, note: 'Seen on a market stall' } },
        admin,
      )
    ).status,
  ).toBe(200);
  expect((await scan(t, code, 'phone-4')).view).toMatchObject({
    verdict: 'notGenuine',
    reason: 'blacklisted',
    blacklist: { reason: 'maxScanCount' },
  });
});
