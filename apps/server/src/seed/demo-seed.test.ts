import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../test-support/api-calls';
import { visit } from '../test-support/public-pages';
import { printRunCodes, scan } from '../test-support/scans';
import { tokenFor } from '../test-support/sessions';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

it("opens the demo's scan dashboard on the last month's scans, decided by the scan path", async () => {
  const reply = await call(
    t,
    contract.dashboard.productScanDetails,
    { query: { startDate: day(-30), endDate: day(0) } },
    await tokenFor(t, 'admin'),
  );
  expect(reply.status).toBe(200);
  const { rows } = (await t.database.db.execute(sql`
    select count(*) filter (where verdict = 'genuine')::int as genuine,
           count(*) filter (where verdict = 'alreadyVerified')::int as again,
           count(*) filter (where lat is not null)::int as placed,
           count(distinct code_id)::int as codes,
           max(created_at) < now() as past,
           count(*) filter (where created_at >= ${day(-30)}::timestamptz)::int as lastMonth
    from scans`)) as unknown as {
    rows: {
      genuine: number;
      again: number;
      placed: number;
      codes: number;
      past: boolean;
      lastmonth: number;
    }[];
  };
  const [figures] = rows;
  // Every scanned code was genuine once, and again for the ten retried at once from the same
  // phone (one session); every fifth was scanned again days later from another phone.
  expect(figures).toMatchObject({ genuine: 170, again: 32, codes: 160, past: true });
  expect(figures!.placed).toBeGreaterThan(80);
  // The dashboard counts the month's scans, spread over many days.
  const dashboard = reply.body;
  expect(dashboard.totalProductScan).toBe(figures!.lastmonth);
  expect(dashboard.totalProductScan).toBeGreaterThan(50);
  expect(dashboard.barChartCountList.filter((one) => one.count > 0).length).toBeGreaterThan(15);
});

it("opens the demo's track-and-trace screens on its trail: stock, three consignments, parent F-codes, a few diverted units", async () => {
  const admin = await tokenFor(t, 'admin');
  const firstPage = { page: 0, size: 10 };
  const inventory = (await call(t, contract.inventory.list, { query: firstPage }, admin)).body;
  // 160 units taken in, the 120 of twelve cartons shipped, 40 left.
  expect(inventory.content).toEqual([
    expect.objectContaining({ quantity: 160, inwardQuantity: 120, remainingQuantity: 40 }),
  ]);
  const consignments = (await call(t, contract.consignments.list, { query: firstPage }, admin))
    .body;
  expect(
    consignments.content.map(({ reference, noOfBox, overallStatus }) => ({
      reference,
      noOfBox,
      overallStatus,
    })),
  ).toEqual(
    expect.arrayContaining([
      { reference: 'DEMO-CAT-01', noOfBox: 4, overallStatus: 'RECEIVED' },
      { reference: 'DEMO-VLT-02', noOfBox: 4, overallStatus: 'RECEIVED' },
      { reference: 'DEMO-MUM-03', noOfBox: 4, overallStatus: 'IN_TRANSIT' },
    ]),
  );
  const fcodes = (await call(t, contract.consignments.parentFCodes, { query: firstPage }, admin))
    .body;
  expect(fcodes.content.flatMap((consignment) => consignment.palletLabels)).toHaveLength(12);
  // The units that turned up far from where their consignment went (seed/demo-trail.ts): flagged.
  const diverted = (await call(t, contract.geoDiversions.list, { query: firstPage }, admin)).body;
  expect(diverted.totalElements).toBeGreaterThan(3);
  expect(diverted.totalElements).toBeLessThan(15);
  expect(Math.min(...diverted.data.map((row) => row.distanceKm))).toBeGreaterThan(100);
});

it("opens the demo's blacklist on two of the platform's blacklistings awaiting review, each with what it saw", async () => {
  const reply = await call(
    t,
    contract.codeBlacklist.list,
    { query: { review: 'pending', active: 'true' } },
    await tokenFor(t, 'admin'),
  );
  expect(reply.status, reply.text).toBe(200);
  const { content } = reply.body;
  expect(
    content.map(({ reason, blacklistedBy, evidence }) => ({
      reason,
      blacklistedBy,
      people: evidence?.people,
      sessions: evidence?.sessions,
    })),
  ).toEqual(
    expect.arrayContaining([
      { reason: 'maxScanCount', blacklistedBy: null, people: 4, sessions: 7 },
      { reason: 'maxScanCount', blacklistedBy: null, people: 1, sessions: 12 },
    ]),
  );
  expect(content).toHaveLength(2);
});

it("shows the demo brand's logo, its product's picture and its question in the shopper's language", async () => {
  const [unscanned] = await printRunCodes(t, 1);
  const { view } = await scan(t, unscanned!.code, 'demo-shopper', { 'accept-language': 'de' });
  expect(view.verdict).toBe('genuine');
  expect(view.product?.authenticationMsg).toBe('Stimmen diese Angaben mit Ihrer Packung überein?');
  // Both pictures are real images the page can fetch, drawn for the demo brand.
  for (const url of [view.customer?.logoUrl, view.product?.imageUrl]) {
    expect(url).toMatch(/^\/scan-files\//);
    const image = await visit(t, url!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  }
});
