/**
 * `pnpm bench dashboards` (issue 19): a year of 10,000,000 scans of one company on PostgreSQL,
 * spread over 40 cities, then the dashboards' calls as the routes make them (the service the
 * route calls, for the demo company's admin): the scan dashboard for a month and for a year,
 * the main dashboard's counts, top lists and charts together (as the console asks for them,
 * at once), and the map's clusters for the year; p95 of 20 runs each after one warm-up.
 * The peer is the direct query a dashboard without rollups would make: the year's scans
 * counted per day straight from the scans table, in the same run, as a ratio. The year's
 * figure is checked against that direct count.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import type { Caller } from '../apps/server/src/platform/access';
import { seedDemo } from '../apps/server/src/seed/demo-seed';
import { postgresTarget } from './support/postgres-target.ts';
import { reportResults } from './support/results.ts';

const serverRequire = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');

const scanCount = Number(process.env.BENCH_DASHBOARD_SCANS ?? 10_000_000);
const runs = 20;
const zone = 'Europe/Rome';

const target = await postgresTarget();
if (typeof target === 'string') {
  console.log(`dashboards skipped: ${target}; the issue measures PostgreSQL`);
  process.exit(0);
}
const database = await openDatabase({ url: target.url });
const filesDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-dashboards-'));
const built = await buildApp({ database, secret: randomBytes(32).toString('hex'), filesDir, logLevel: 'warn' });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

try {
  await seedDemo(built.services, 'bench-pass-1');
  const [owner] = await rows<{ company_id: number; customer_id: number; product_id: number }>(
    sql`select company_id, customer_id, product_id from print_data where product_id is not null order by id limit 1`,
  );
  const companyId = owner!.company_id;
  const caller: Caller = { id: 0, login: 'bench', role: 'ROLE_ADMIN', companyId, privileges: [] };

  let started = performance.now();
  await seedScans(owner!.company_id, owner!.customer_id, owner!.product_id);
  const seedSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await built.services.dashboards.rollUp({ settleMs: 0, chunk: 1_000_000 });
  const rollUpSeconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`analyze`);
  console.log(`seeded ${scanCount.toLocaleString('en')} scans in ${seedSeconds.toFixed(0)} s, rolled up in ${rollUpSeconds.toFixed(0)} s`);

  const today = new Date();
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  const daysAgo = (days: number) => isoDay(new Date(today.getTime() - days * 86_400_000));
  const month = { startDate: daysAgo(30), endDate: isoDay(today), timeZone: zone };
  const year = { startDate: daysAgo(364), endDate: isoDay(today), timeZone: zone };
  const dashboards = built.services.dashboards;

  const mainDashboard = () =>
    Promise.all([
      ...(['userProducts', 'users', 'offers', 'campaigns', 'dealers', 'badges'] as const).map((name) => dashboards.count(caller, name)),
      dashboards.total(caller, 'rewards'),
      dashboards.total(caller, 'redemptions'),
      dashboards.topUsers(caller),
      dashboards.topPlants(caller),
      dashboards.topProducts(caller),
      dashboards.monthlyScans(caller),
      dashboards.plantChart(caller),
    ]);
  const yearDetails = await dashboards.productScanDetails(caller, year);
  const [direct] = await rows<{ n: string }>(
    sql`select count(*) as n from scans where company_id = ${companyId}
        and created_at >= (${year.startDate}::date)::timestamp at time zone ${zone} and created_at < (${year.endDate}::date + 1)::timestamp at time zone ${zone}`,
  );
  const peer = () =>
    rows(sql`select (created_at at time zone ${zone})::date as day, count(*) from scans where company_id = ${companyId}
             and created_at >= (${year.startDate}::date)::timestamp at time zone ${zone} and created_at < (${year.endDate}::date + 1)::timestamp at time zone ${zone} group by 1`);

  const figures = {
    scans: scanCount,
    scanDashboardMonthP95Ms: await p95(() => dashboards.productScanDetails(caller, month)),
    scanDashboardYearP95Ms: await p95(() => dashboards.productScanDetails(caller, year)),
    mainDashboardP95Ms: await p95(mainDashboard),
    mapYearClustersP95Ms: await p95(() => dashboards.clusters(caller, year)),
    mapYearClusters: (await dashboards.clusters(caller, year)).length,
    directYearQueryMs: await p95(peer, 3),
    yearTotalAgreesWithDirectCount: yearDetails.totalProductScan === Number(direct!.n) ? 1 : 0,
  };
  const summary = { ...figures, speedupOverDirectQuery: figures.directYearQueryMs / figures.scanDashboardYearP95Ms };
  const met = reportResults('dashboards', summary, {
    scans: ['>=', 10_000_000],
    scanDashboardMonthP95Ms: ['<=', 300],
    scanDashboardYearP95Ms: ['<=', 300],
    mainDashboardP95Ms: ['<=', 300],
    mapYearClustersP95Ms: ['<=', 500],
    yearTotalAgreesWithDirectCount: ['>=', 1],
  });
  process.exitCode = met ? 0 : 1;
} finally {
  await built.app.close();
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
  await target.drop();
}

/** The 95th percentile of `count` timed runs after one warm-up, in ms. */
async function p95(run: () => Promise<unknown>, count = runs): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!;
}

/**
 * A year of scans in batches of a million: 90% genuine, 5% already verified, 5% not genuine;
 * two in three located near one of 40 cities (about 10 km around), the rest without a place.
 */
async function seedScans(companyId: number, customerId: number, productId: number) {
  const batch = 1_000_000;
  for (let from = 0; from < scanCount; from += batch) {
    const size = Math.min(batch, scanCount - from);
    await database.db.execute(sql`
      insert into scans (code, code_id, company_id, customer_id, product_id, verdict, device, created_at, lat, lng)
      select 'BENCH' || i, i, ${companyId}, ${customerId}, ${productId},
             case when r < 0.90 then 'genuine' when r < 0.95 then 'alreadyVerified' else 'notGenuine' end,
             'bench', now() - random() * interval '365 days',
             case when located then 36 + (i % 40) * 0.5 + (random() - 0.5) * 0.2 end,
             case when located then -5 + (i % 40) * 1.0 + (random() - 0.5) * 0.2 end
      from (select i, random() as r, random() < 0.67 as located from generate_series(${from + 1}::bigint, ${from + size}::bigint) as i) as s`);
    console.log(`  ${(from + size).toLocaleString('en')} scans`);
  }
}
