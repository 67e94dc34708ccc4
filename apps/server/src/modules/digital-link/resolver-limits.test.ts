import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { fromAddress, madeUpCode } from '../../test-support/guesses';
import { demoCompanyId } from '../../test-support/master-data';
import { demoRunParts, printRuns, runFields } from '../../test-support/print-runs';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { giveGtin, testGtin } from './test-support/gtin';
import { call } from '../../test-support/api-calls';

// Small budgets: 200 points a day per address, a miss costs 20 (10 answers); 15 misses under
// one company's GTIN in ten minutes make a flood of that company.
const lookups = {
  pointsPerDay: 200,
  unknownCost: 20,
  floodUnknownCost: 100,
  companyFlood: 15,
  burstPerSecond: 1_000,
};

let t: TestApp;
let serials: string[];
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: true,
    publicBaseUrl: 'https://id.example.com',
    publicLimits: { lookups },
  });
  const admin = await tokenFor(t, 'admin');
  const parts = await demoRunParts(t, admin);
  await giveGtin(t, admin, parts.product.id, 'https://brand.example/balm');
  const runs = printRuns(t, admin);
  const run = await runs.generated(runFields(parts, 3));
  serials = (await runs.csv(run.id)).slice(1).map((row) => row[2]!);
});
afterAll(async () => t.close());

const resolve = (address: string, serial: string) =>
  fromAddress(t, address, `/01/${testGtin}/21/${serial}`);

describe('the Digital Link resolver is no oracle', () => {
  it("spends the scan page's budget: after ten misses every serial, and the scan page, answer 429", async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await resolve('198.18.1.1', madeUpCode())).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
    const issued = await resolve('198.18.1.1', serials[0]!);
    expect([issued.statusCode, Number(issued.headers['retry-after']) > 0]).toEqual([429, true]);
    expect((await fromAddress(t, '198.18.1.1', `/v/${serials[0]}`)).statusCode).toBe(429);
    // A shopper elsewhere is redirected to the scan page as ever.
    expect((await resolve('203.0.113.5', serials[0]!)).statusCode).toBe(307);
  });

  it("counts misses under a company's GTIN as a flood of that company, which then costs every address more", async () => {
    for (let n = 0; n < 3; n++)
      for (let i = 0; i < 10; i++) await resolve(`198.18.2.${n}`, madeUpCode());
    const companyId = await demoCompanyId(t);
    const floods = await t.services.publicLimits.floods.recent(companyId);
    expect(floods[0]).toMatchObject({ companyId, active: true });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await resolve('198.18.3.1', madeUpCode())).statusCode);
    expect(statuses).toEqual([404, 404, 429]);
  });

  it("shows the flood on the main dashboard: the company's admin sees its own, the super admin every one", async () => {
    const [admin, superAdmin] = [await tokenFor(t, 'admin'), await tokenFor(t, 'superadmin')];
    const own = await call(t, contract.dashboard.lookupFloods, {}, admin);
    expect(own.body).toEqual([
      expect.objectContaining({
        scope: 'company',
        companyName: expect.any(String),
        active: true,
        peakLookups: expect.any(Number),
      }),
    ]);
    const all = (await call(t, contract.dashboard.lookupFloods, {}, superAdmin)).body;
    expect(all.map((flood: { scope: string }) => flood.scope).sort()).toEqual(['company']);
  });
});
