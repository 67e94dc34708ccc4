import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallSpec } from '@veritag/api';
import type { ScanCluster } from '@veritag/domain';
import { call, type CallOptions } from '../../test-support/api-calls';
import {
  demoCompanyId,
  insertCustomer,
  insertProduct,
  otherCompanyAdmin,
  userHolding,
} from '../../test-support/master-data';
import { printRunCodes, rowsOf, scan } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: string;
let companyId: number;
let owner: { customerId: number; productId: number };
let other: { token: string; companyId: number };

/** What a dashboard call answers, which must be 200. */
const read = async <C extends CallSpec>(spec: C, input: CallOptions<C> = {}, token = admin) => {
  const reply = await call(t, spec, input, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const { dashboard } = contract;

/** Scans as the scan page stores them, written straight to the table at chosen times and places. */
async function storeScans(
  rows: {
    at: string;
    verdict?: string;
    lat?: number;
    lng?: number;
    company?: number;
    customer?: number;
    product?: number;
  }[],
) {
  for (const row of rows) {
    await t.database.db
      .execute(sql`insert into scans (code, company_id, customer_id, product_id, verdict, device, created_at, lat, lng)
      values ('TEST', ${row.company ?? companyId}, ${row.customer ?? owner.customerId}, ${row.product ?? owner.productId},
              ${row.verdict ?? 'genuine'}, 'test', ${row.at}::timestamptz, ${row.lat ?? null}, ${row.lng ?? null})`);
  }
}

/** The direct count the rollups must agree with. */
async function directCount(from: string, to: string, where = sql`true`): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(
    t,
    sql`select count(*) as n from scans where company_id = ${companyId} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz and ${where}`,
  );
  return Number(row!.n);
}

const rollUp = () => t.services.dashboards.rollUp({ settleMs: 0 });

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  const [code] = await rowsOf<{ customerId: number; productId: number }>(
    t,
    sql`select p.customer_id as "customerId", p.product_id as "productId" from print_data p where p.company_id = ${companyId} and p.product_id is not null limit 1`,
  );
  owner = code!;
  other = await otherCompanyAdmin(t, 'Elsewhere Labels');
  // Around the turn of 2026-03-01 in India (UTC+5:30) and in UTC, located in Rome and Milan, some refused.
  await storeScans([
    { at: '2026-02-28T17:00:00Z', lat: 41.9, lng: 12.5 }, // 28 Feb UTC, 28 Feb 22:30 in India
    { at: '2026-02-28T19:00:00Z', lat: 41.91, lng: 12.51, verdict: 'notGenuine' }, // 1 Mar 00:30 in India
    { at: '2026-03-01T10:00:00Z', lat: 45.46, lng: 9.19, verdict: 'alreadyVerified' },
    { at: '2026-03-02T23:50:00Z', verdict: 'limitReached' }, // no place: counted, not on the map
    { at: '2026-03-03T00:10:00Z', lat: 45.47, lng: 9.18 },
  ]);
}, 120_000);
afterAll(async () => t?.close());

describe('the scan dashboard (dashboard/report/product-scan-details)', () => {
  const details = (startDate: string, endDate: string, timeZone?: string) =>
    read(dashboard.productScanDetails, { query: { startDate, endDate, timeZone } });

  it('counts each day of the asker’s calendar, every day listed, with the weekdays, the total and the mean', async () => {
    const utc = await details('2026-02-28', '2026-03-03');
    expect(utc.barChartCountList).toEqual([
      { date: '2026-02-28', count: 2 },
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-02', count: 1 },
      { date: '2026-03-03', count: 1 },
    ]);
    expect(utc.totalProductScan).toBe(5);
    expect(utc.averageProductScan).toBe(1.25);
    expect(utc.weekDayCountDTOList).toEqual([
      { day: 'Monday', count: 1 },
      { day: 'Tuesday', count: 1 },
      { day: 'Wednesday', count: 0 },
      { day: 'Thursday', count: 0 },
      { day: 'Friday', count: 0 },
      { day: 'Saturday', count: 2 },
      { day: 'Sunday', count: 1 },
    ]);
    const india = await details('2026-02-28', '2026-03-03', 'Asia/Kolkata');
    expect(india.barChartCountList.map((day) => day.count)).toEqual([1, 2, 0, 2]);
  });

  it('gives the same figures from the rollups as from the scans, and a scan after the rollup still counts', async () => {
    const before = await details('2026-02-01', '2026-03-31', 'Asia/Kolkata');
    await rollUp();
    expect(await details('2026-02-01', '2026-03-31', 'Asia/Kolkata')).toEqual(before);
    await storeScans([{ at: '2026-03-01T12:00:00Z' }]);
    const after = await details('2026-02-01', '2026-03-31', 'Asia/Kolkata');
    expect(after.totalProductScan).toBe(before.totalProductScan + 1);
    expect(after.totalProductScan).toBe(
      await directCount('2026-01-31T18:30:00Z', '2026-03-31T18:30:00Z'),
    );
    await rollUp();
    expect(await details('2026-02-01', '2026-03-31', 'Asia/Kolkata')).toEqual(after);
  });

  it('counts a scan made now through the scan page in today’s figure', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = (await details(today, today)).totalProductScan;
    const [code] = await printRunCodes(t, 1, 40);
    expect((await scan(t, code!.code, 'dashboard-phone')).status).toBe(200);
    expect((await details(today, today)).totalProductScan).toBe(before + 1);
  });

  it('refuses a Start after End, and an unknown time zone, saying so', async () => {
    for (const query of [
      { startDate: '2026-03-02', endDate: '2026-03-01' },
      { startDate: '2026-03-01', endDate: '2026-03-02', timeZone: 'Mars/Olympus' },
    ]) {
      const reply = await call(t, dashboard.productScanDetails, { query }, admin);
      expect(reply.status).toBe(400);
      expect(reply.headers['content-type']).toContain('application/problem+json');
      expect(reply.problem.title).toMatch(/date|time zone/i);
    }
  });
});

describe('the scan maps', () => {
  const scanMap = (startDate: string, endDate: string, timeZone = 'UTC', token = admin) =>
    read(dashboard.scanClusters, { query: { startDate, endDate, timeZone } }, token);
  const clusters = async (start: string, end: string, zone = 'UTC', token = admin) =>
    (await scanMap(start, end, zone, token)).clusters;
  const sorted = (list: ScanCluster[]) => [...list].sort((a, b) => a.latitude - b.latitude);

  it('gathers located scans in squares at their mean position, green and red, the same before and after a rollup', async () => {
    const before = sorted(await clusters('2026-02-28', '2026-03-03', 'Asia/Kolkata'));
    expect(before.map(({ valid, invalid }) => [valid, invalid])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(before[0]!.latitude).toBeCloseTo(41.905, 6);
    expect(before[1]!.longitude).toBeCloseTo(9.185, 6);
    await rollUp();
    expect(sorted(await clusters('2026-02-28', '2026-03-03', 'Asia/Kolkata'))).toEqual(before);
    // Cut inside a UTC day: 1 Mar in India ends at 18:30 UTC, so Milan's scan of 3 Mar 00:10 UTC falls out.
    const first = sorted(await clusters('2026-03-01', '2026-03-01', 'Asia/Kolkata'));
    expect(first.map(({ valid, invalid }) => [valid, invalid])).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('says how many of the period’s scans it holds and how many carry a place, agreeing with the scan dashboard, before and after a rollup', async () => {
    const period = ['2026-02-28', '2026-03-03', 'Asia/Kolkata'] as const;
    const before = await scanMap(...period);
    const [startDate, endDate, timeZone] = period;
    const details = await read(dashboard.productScanDetails, {
      query: { startDate, endDate, timeZone },
    });
    expect(before.total).toBe(details.totalProductScan);
    expect(before.located).toBe(
      before.clusters.reduce((sum, cluster) => sum + cluster.valid + cluster.invalid, 0),
    );
    // Scans without a place (the limitReached one of 2 March) count in the total, not on the map.
    const [from, to] = ['2026-02-27T18:30:00Z', '2026-03-03T18:30:00Z'];
    expect(before.total).toBe(await directCount(from, to));
    expect(before.located).toBe(await directCount(from, to, sql`lat is not null`));
    expect(before.located).toBeLessThan(before.total);
    await rollUp();
    expect(await scanMap(...period)).toEqual({
      ...before,
      clusters: expect.arrayContaining(before.clusters),
    });
    expect(await scanMap(...period, other.token)).toEqual({ clusters: [], total: 0, located: 0 });
  });

  it('lists the positions with valid and with invalid scans for the spec’s two map calls', async () => {
    const query = { startDate: '2026-02-28', endDate: '2026-03-03' };
    const valid = await read(dashboard.validScanMap, { query });
    const invalid = await read(dashboard.invalidScanMap, { query });
    expect(valid).toHaveLength(2);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]!.latitude).toBeCloseTo(41.905, 6);
  });

  it('shows another company nothing of these scans, and the super admin the platform’s', async () => {
    expect(await clusters('2026-02-28', '2026-03-03', 'UTC', other.token)).toEqual([]);
    const platform = await clusters(
      '2026-02-28',
      '2026-03-03',
      'UTC',
      await tokenFor(t, 'superadmin'),
    );
    expect(platform.reduce((sum, cluster) => sum + cluster.valid + cluster.invalid, 0)).toBe(4);
  });
});

describe('the main dashboard', () => {
  it('counts the company’s products, offers, campaigns and dealers as the tables hold them', async () => {
    const direct = async (query: ReturnType<typeof sql>) =>
      Number((await rowsOf<{ n: string }>(t, query))[0]!.n);
    expect((await read(dashboard.productCount)).count).toBe(
      await direct(sql`select count(*) as n from products where company_id = ${companyId}`),
    );
    const offers = (await read(dashboard.offerCount)).count;
    const dealers = (await read(dashboard.dealerCount)).count;
    const partner = await insertCustomer(t, companyId, 'Dashboard Partner', {
      companyType: 'Business Partner',
    });
    await insertProduct(t, { ...partner, companyId }, 'DASH-1');
    await t.database.db.execute(
      sql`update products set show_offers = true where product_code = 'DASH-1'`,
    );
    expect((await read(dashboard.offerCount)).count).toBe(offers + 1);
    expect((await read(dashboard.dealerCount)).count).toBe(dealers + 1);
    expect((await read(dashboard.campaignHistoryCount)).count).toBe(
      await direct(sql`select count(*) as n from print_data where company_id = ${companyId}`),
    );
    expect((await read(dashboard.productCount, {}, other.token)).count).toBe(0);
  });

  it('counts end users, their points and the codes printed per plant as the owners’ tables hold them', async () => {
    const direct = async (query: ReturnType<typeof sql>) =>
      Number((await rowsOf<{ n: string | null }>(t, query))[0]!.n ?? 0);
    // Two people of the company, one with a confirmed registration, points earned and asked for.
    const [asha, ravi] = await rowsOf<{ id: number }>(
      t,
      sql`insert into end_users (company_id, mobile, name, email) values
          (${companyId}, '+910000000001', 'Asha', 'asha@example.com'), (${companyId}, '+910000000002', 'Ravi', 'ravi@example.com')
          returning id`,
    );
    await t.database.db.execute(
      sql`insert into end_user_registrations (scan_id, company_id, customer_id, code_id, code, name, mobile, email, otp_hash, otp_expires_at, end_user_id, confirmed_at)
          values (-1, ${companyId}, ${owner.customerId}, -1, 'TEST', 'Asha', '+910000000001', 'asha@example.com', 'x', now(), ${asha!.id}, now()),
                 (-2, ${companyId}, ${owner.customerId}, -2, 'TEST', 'Ravi', '+910000000002', 'ravi@example.com', 'x', now(), ${ravi!.id}, null)`,
    );
    await t.database.db.execute(
      sql`insert into loyalty_entries (company_id, end_user_id, kind, points) values
          (${companyId}, ${asha!.id}, 'earned', 40), (${companyId}, ${ravi!.id}, 'earned', 15), (${companyId}, ${asha!.id}, 'redeemed', -10)`,
    );
    await t.database.db.execute(
      sql`insert into redemptions (company_id, end_user_id, points, status) values
          (${companyId}, ${asha!.id}, 10, 'requested'), (${companyId}, ${ravi!.id}, 5, 'refused')`,
    );
    const ours = sql`company_id = ${companyId}`;
    expect((await read(dashboard.userProductCount)).count).toBe(
      await direct(
        sql`select count(*) as n from end_user_registrations where ${ours} and confirmed_at is not null`,
      ),
    );
    expect((await read(dashboard.userCount)).count).toBe(
      await direct(sql`select count(*) as n from end_users where ${ours}`),
    );
    expect((await read(dashboard.userBadgeCount)).count).toBe(
      await direct(
        sql`select count(distinct end_user_id) as n from loyalty_entries where ${ours} and kind = 'earned'`,
      ),
    );
    expect((await read(dashboard.totalRewards)).total).toBe(
      await direct(
        sql`select sum(points) as n from loyalty_entries where ${ours} and kind = 'earned'`,
      ),
    );
    expect((await read(dashboard.totalRedemptions)).total).toBe(
      await direct(
        sql`select sum(points) as n from redemptions where ${ours} and status <> 'refused'`,
      ),
    );
    expect(await read(dashboard.topUsers)).toEqual([
      { id: asha!.id, name: 'Asha', count: 40 },
      { id: ravi!.id, name: 'Ravi', count: 15 },
    ]);
    const plants = await rowsOf<{ id: number; name: string; n: string }>(
      t,
      sql`select p.id, p.name, sum(d.quantity) as n from print_data d join plants p on p.id = d.plant_id
          where d.company_id = ${companyId} group by p.id, p.name order by n desc, p.id`,
    );
    const perPlant = plants.map((row) => ({ id: row.id, name: row.name, count: Number(row.n) }));
    expect(perPlant.length).toBeGreaterThan(0);
    expect(await read(dashboard.topServiceCentres)).toEqual(perPlant.slice(0, 5));
    expect(await read(dashboard.serviceCentreReport)).toEqual(
      perPlant.slice(0, 12).map(({ name, count }) => ({ label: name, count })),
    );
    expect(await read(dashboard.topUsers, {}, other.token)).toEqual([]);
  });

  it('ranks products by valid scans and charts the months, agreeing before and after a rollup', async () => {
    const top = await read(dashboard.topProducts);
    expect(top[0]!.id).toBe(owner.productId);
    const months = await read(dashboard.productReport);
    expect(months).toHaveLength(12);
    await rollUp();
    expect(await read(dashboard.topProducts)).toEqual(top);
    expect(await read(dashboard.productReport)).toEqual(months);
  });

  it('is not for a ROLE_USER, whose dashboard is the scan dashboard', async () => {
    const user = await userHolding(t, companyId, 'Product', 1);
    expect((await call(t, dashboard.offerCount, {}, user)).status).toBe(403);
    const query = { startDate: '2026-02-28', endDate: '2026-03-03' };
    expect(
      (await read(dashboard.productScanDetails, { query }, user)).totalProductScan,
    ).toBeGreaterThan(0);
  });
});
