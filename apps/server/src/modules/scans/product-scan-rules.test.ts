import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call, unchecked, type CallOptions } from '../../test-support/api-calls';
import {
  demoCompanyId,
  insertCustomer,
  insertProduct,
  otherCompanyAdmin,
  userHolding,
} from '../../test-support/master-data';
import { bearer, tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printRunCodes, rowsOf, scan } from '../../test-support/scans';

let t: TestApp;
let admin: string;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  productId = (await printRunCodes(t, 1))[0]!.productId;
});
afterAll(async () => t.close());

const rulesOf = (id: number, token = admin) =>
  call(t, contract.products.scanRules, { params: { id } }, token);
const setRules = (
  id: number,
  body: CallOptions<typeof contract.products.setScanRules>['body'],
  token = admin,
) => call(t, contract.products.setScanRules, { params: { id }, body }, token);
const storedRows = (id: number) =>
  rowsOf<{ flag_after_sessions: number | null }>(
    t,
    sql`select flag_after_sessions from product_scan_rules where product_id = ${id}`,
  );

describe("a product's scan rules", () => {
  it('are off for a product nobody set, and read back as they were set', async () => {
    const product = await insertProduct(
      t,
      {
        id: (await insertCustomer(t, await demoCompanyId(t), 'Rules Customer')).id,
        companyId: await demoCompanyId(t),
      },
      'RULES-1',
    );
    expect((await rulesOf(product.id)).body).toEqual({
      flagAfterSessions: null,
      autoBlacklist: false,
    });
    const set = await setRules(product.id, { flagAfterSessions: 3, autoBlacklist: true });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ flagAfterSessions: 3, autoBlacklist: true });
    expect((await rulesOf(product.id)).body).toEqual({
      flagAfterSessions: 3,
      autoBlacklist: true,
    });
    // Left out is off, as a form that drops its empty fields sends it.
    expect((await setRules(product.id, {})).body).toEqual({
      flagAfterSessions: null,
      autoBlacklist: false,
    });
    expect((await rulesOf(product.id)).body).toEqual({
      flagAfterSessions: null,
      autoBlacklist: false,
    });
  });

  it('apply to the next scan at once: the cached rules are forgotten on save', async () => {
    const [first, second] = await printRunCodes(t, 2, 200);
    // Read (and cache) the rules of the product while they are off.
    expect((await scan(t, first!.code, 'a')).view.verdict).toBe('genuine');
    expect((await scan(t, first!.code, 'b')).view.verdict).toBe('alreadyVerified');
    expect((await setRules(productId, { flagAfterSessions: 2, autoBlacklist: true })).status).toBe(
      200,
    );
    await scan(t, second!.code, 'a');
    await scan(t, second!.code, 'b');
    expect((await scan(t, second!.code, 'c')).view).toMatchObject({
      verdict: 'underReview',
      blacklist: { reason: 'maxScanCount' },
    });
    await setRules(productId, {});
  });

  it('refuse bad input with the field and its problem, and keep what was stored', async () => {
    await setRules(productId, { flagAfterSessions: 7 });
    for (const [payload, field, detail] of [
      [{ flagAfterSessions: 1 }, 'flagAfterSessions', 'Enter a whole number from 2 to 1000'],
      [{ flagAfterSessions: 1001 }, 'flagAfterSessions', 'Enter a whole number from 2 to 1000'],
      [{ flagAfterSessions: 2.5 }, 'flagAfterSessions', 'Value must be a whole number'],
      [{ flagAfterSessions: 'many' }, 'flagAfterSessions', 'Value must be a number'],
      [{ autoBlacklist: true }, 'autoBlacklist', 'Auto-blacklist needs a number of people'],
      [
        { flagAfterSessions: 3, autoBlacklist: 'sometimes' },
        'autoBlacklist',
        'Must be true or false',
      ],
    ] as const) {
      const reply = await setRules(productId, unchecked(payload));
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(reply.headers['content-type']).toContain('application/problem+json');
      expect(reply.problem.errors).toEqual([expect.objectContaining({ field, detail })]);
    }
    // A body cut short is no JSON at all: call() sends only what it can serialise.
    const notJson = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}/scan-rules`,
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"flag',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await setRules(0, { flagAfterSessions: 3 })).status).toBe(400);
    expect(await storedRows(productId)).toEqual([{ flag_after_sessions: 7 }]);
    await setRules(productId, {});
  });

  it('answer 404 for a product that does not exist or is of another company', async () => {
    expect((await rulesOf(999_999)).status).toBe(404);
    expect((await setRules(999_999, { flagAfterSessions: 3 })).status).toBe(404);
    const other = await otherCompanyAdmin(t, 'Rules Rival Ltd');
    const read = await rulesOf(productId, other.token);
    expect(read.status).toBe(404);
    expect(read.problem.title).toBe('Product not found');
    expect((await setRules(productId, { flagAfterSessions: 3 }, other.token)).status).toBe(404);
    expect(await storedRows(productId)).toEqual([{ flag_after_sessions: null }]);
  });

  it('are read with the Product privilege at 1 and set at 2; the super admin and users without it are refused', async () => {
    const companyId = await demoCompanyId(t);
    const [viewer, editor, neither, superAdmin] = [
      await userHolding(t, companyId, 'Product', 1),
      await userHolding(t, companyId, 'Product', 2),
      await userHolding(t, companyId, 'Product', 0),
      await tokenFor(t, 'superadmin'),
    ];
    expect((await rulesOf(productId, viewer)).status).toBe(200);
    const refused = await setRules(productId, { flagAfterSessions: 4 }, viewer);
    expect(refused.status).toBe(403);
    expect(refused.problem.title).toBe('You need the Product privilege at level 2');
    for (const token of [neither, superAdmin]) {
      expect((await rulesOf(productId, token)).status).toBe(403);
      expect((await setRules(productId, { flagAfterSessions: 4 }, token)).status).toBe(403);
    }
    expect((await setRules(productId, { flagAfterSessions: 4 }, editor)).body).toEqual({
      flagAfterSessions: 4,
      autoBlacklist: false,
    });
    expect((await rulesOf(productId, viewer)).body).toEqual({
      flagAfterSessions: 4,
      autoBlacklist: false,
    });
    await setRules(productId, {});
  });
});
