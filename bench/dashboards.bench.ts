/**
 * `pnpm bench dashboards` (decision 0286): a year of 10,000,000 scans of one company on PostgreSQL,
 * spread over 40 cities, then the dashboards' calls as the routes make them (the service the
 * route calls, for the demo company's admin): the scan dashboard for a month and for a year,
 * the main dashboard's counts, top lists and charts together (as the console asks for them,
 * at once), and the map's clusters for the year; p95 of 20 runs each after one warm-up.
 * The peer is the direct query a dashboard without rollups would make: the year's scans
 * counted per day straight from the scans table, in the same run, as a ratio. The year's
 * figure is checked against that direct count.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import type { Caller } from '../apps/server/src/platform/access';
import { seedDemo } from '../apps/server/src/seed/demo-seed';
import { invalidScanReportSource } from '../apps/server/src/modules/invalid-scans/invalid-scans.report';
import { writeReport } from '../apps/server/src/platform/reports';
import { postgresTarget } from './support/postgres-target.ts';
import { reportResults } from './support/results.ts';

// A collection on demand, for the report's live memory (the flag set at run time, not on node's command line).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../apps/server/package.json'),
);
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');

const scanCount = Number(process.env.BENCH_DASHBOARD_SCANS ?? 10_000_000);
const runs = 20;
/** A year of reports of not-genuine products for the memory part. */
const invalidReports = 1_000_000;
const zone = 'Europe/Rome';

const target = await postgresTarget();
if (typeof target === 'string') {
  console.log(`dashboards skipped: ${target}; the issue measures PostgreSQL`);
  process.exit(0);
}
const database = await openDatabase({ url: target.url });
const filesDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-dashboards-'));
const built = await buildApp({
  database,
  secret: randomBytes(32).toString('hex'),
  filesDir,
  logLevel: 'warn',
});
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

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
  console.log(
    `seeded ${scanCount.toLocaleString('en')} scans in ${seedSeconds.toFixed(0)} s, rolled up in ${rollUpSeconds.toFixed(0)} s`,
  );

  const today = new Date();
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  const daysAgo = (days: number) => isoDay(new Date(today.getTime() - days * 86_400_000));
  const month = { startDate: daysAgo(30), endDate: isoDay(today), timeZone: zone };
  const year = { startDate: daysAgo(364), endDate: isoDay(today), timeZone: zone };
  const dashboards = built.services.dashboards;

  const mainDashboard = () =>
    Promise.all([
      ...(['userProducts', 'users', 'offers', 'campaigns', 'dealers', 'badges'] as const).map(
        (name) => dashboards.count(caller, name),
      ),
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
    mapYearClustersP95Ms: await p95(() => dashboards.scanMap(caller, year)),
    mapYearClusters: (await dashboards.scanMap(caller, year)).clusters.length,
    directYearQueryMs: await p95(peer, 3),
    yearTotalAgreesWithDirectCount: yearDetails.totalProductScan === Number(direct!.n) ? 1 : 0,
    ...(await invalidReportMemory(companyId, owner!.customer_id, year)),
  };
  const summary = {
    ...figures,
    speedupOverDirectQuery: figures.directYearQueryMs / figures.scanDashboardYearP95Ms,
  };
  const met = reportResults('dashboards', summary, {
    scans: ['>=', 10_000_000],
    scanDashboardMonthP95Ms: ['<=', 300],
    scanDashboardYearP95Ms: ['<=', 300],
    mainDashboardP95Ms: ['<=', 300],
    mapYearClustersP95Ms: ['<=', 500],
    yearTotalAgreesWithDirectCount: ['>=', 1],
    invalidReportRows: ['>=', invalidReports],
    invalidReportExtraMbPerMillionRows: ['<=', 16],
  });
  process.exitCode = met ? 0 : 1;
} finally {
  await built.app.close();
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
  await target.drop();
}

/**
 * A year's Invalid Scan report, as its job writes it (the module's report source through the
 * report writer, to a sink here): the memory it holds is the same for a tenth of the rows as
 * for all of them. Figures: the most live memory the report added over what the process held
 * before it, for 100,000 rows and for 1,000,000, and the difference per million rows.
 */
async function invalidReportMemory(
  companyId: number,
  customerId: number,
  range: { startDate: string; endDate: string; timeZone: string },
) {
  await database.db.execute(sql`
    insert into invalid_scans (scan_id, company_id, customer_id, code, name, email, mobile, created_at)
    select i, ${companyId}, ${customerId}, 'BENCH' || i, 'Reporter ' || i, 'reporter' || i || '@example.com', '9' || lpad((i % 1000000000)::text, 9, '0'),
           now() - (i::float / ${invalidReports}) * interval '364 days'
    from generate_series(1::bigint, ${invalidReports}::bigint) as i`);
  const source = invalidScanReportSource(database);
  // Live memory, not resident: after a collection every 20,000 rows, what the report still
  // holds (V8 keeps garbage until it needs room, so resident memory says little of a stream).
  const live = () => {
    collect();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const grows = async (limit: number) => {
    const before = live();
    let peak = before;
    let written = 0;
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    const all = source.rows({
      scope: { companyId, customerIds: null },
      params: { customer: customerId, fromDate: range.startDate, toDate: range.endDate },
      timeZone: range.timeZone,
    });
    async function* firstRows() {
      for await (const row of all) {
        if (written >= limit) return;
        if (++written % 20_000 === 0) peak = Math.max(peak, live());
        yield row;
      }
    }
    await writeReport(
      { format: 'xlsx', sheetName: 'Invalid Scan', columns: source.columns, rows: firstRows() },
      sink,
    );
    return { rows: written, extraMb: (peak - before) / 1024 / 1024 };
  };
  const tenth = await grows(invalidReports / 10);
  const whole = await grows(invalidReports);
  return {
    invalidReportRows: whole.rows,
    invalidReportTenthExtraMb: tenth.extraMb,
    invalidReportExtraMb: whole.extraMb,
    invalidReportExtraMbPerMillionRows:
      ((whole.extraMb - tenth.extraMb) / (whole.rows - tenth.rows)) * 1_000_000,
  };
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
 * A year of scans in batches of a million, in time order (so the index on company and time
 * grows at one end, as it does in use): 90% genuine, 5% already verified, 5% not genuine;
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
             'bench', now() - (i::float / ${scanCount}) * interval '365 days',
             case when located then 36 + (i % 40) * 0.5 + (random() - 0.5) * 0.2 end,
             case when located then -5 + (i % 40) * 1.0 + (random() - 0.5) * 0.2 end
      from (select i, random() as r, random() < 0.67 as located from generate_series(${from + 1}::bigint, ${from + size}::bigint) as i) as s`);
    console.log(`  ${(from + size).toLocaleString('en')} scans`);
  }
}
