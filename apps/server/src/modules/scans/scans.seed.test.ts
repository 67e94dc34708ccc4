import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ScanDashboard } from '@veritag/domain';
import { bearer, tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

it("opens the demo's scan dashboard on the last month's scans, decided by the scan path", async () => {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/report/product-scan-details?startDate=${day(-30)}&endDate=${day(0)}`,
    headers: bearer(await tokenFor(t, 'admin')),
  });
  expect(reply.statusCode).toBe(200);
  const { rows } = (await t.database.db.execute(sql`
    select count(*) filter (where verdict = 'genuine')::int as genuine,
           count(*) filter (where verdict = 'alreadyVerified')::int as again,
           count(*) filter (where lat is not null)::int as placed,
           count(distinct code_id)::int as codes,
           max(created_at) < now() as past,
           count(*) filter (where created_at >= ${day(-30)}::timestamptz)::int as lastMonth
    from scans`)) as unknown as { rows: { genuine: number; again: number; placed: number; codes: number; past: boolean; lastmonth: number }[] };
  const [figures] = rows;
  // Every scanned code was genuine once, and again for the ten retried at once from the same
  // phone (one session); every fifth was scanned again days later from another phone.
  expect(figures).toMatchObject({ genuine: 170, again: 32, codes: 160, past: true });
  expect(figures!.placed).toBeGreaterThan(80);
  // The dashboard counts the month's scans, spread over many days.
  const dashboard = reply.json<ScanDashboard>();
  expect(dashboard.totalProductScan).toBe(figures!.lastmonth);
  expect(dashboard.totalProductScan).toBeGreaterThan(50);
  expect(dashboard.barChartCountList.filter((one) => one.count > 0).length).toBeGreaterThan(15);
});
