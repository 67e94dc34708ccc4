import { sql, type SQL } from 'drizzle-orm';
import type { ScanCluster, ScanDashboard, ScanMapFigures, ScanRangeQuery } from '@veritag/domain';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { RecordScope } from '../../platform/access';
import { scanVerdicts } from '../scans';
import { rollupMark, validVerdict } from './scan-rollups';

/**
 * The scan dashboard's figures: the rollups up to the mark plus the scans after it (the scans
 * module's scanVerdicts view, in the same statements), read in one snapshot (a repeatable-read
 * transaction), so a rollup that moves the mark meanwhile cannot count a scan twice or not at
 * all.
 */
export const inOneSnapshot = <T>(db: Db, read: (db: Db, mark: number) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => read(tx as unknown as Db, await rollupMark(tx as unknown as Db)), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });

/**
 * The scans after the mark, read by id first: asked with the company and dates in the same
 * WHERE, the planner may walk the year on the (company, time) index to find a minute of scans.
 */
export const tailAfter = (mark: number): SQL =>
  sql`(select * from ${scanVerdicts} where id > ${mark} offset 0)`;

/** The WHERE of a scope on a table with company_id and customer_id (`t.` prefixed). */
export function scopeOf(scope: RecordScope, table: string): SQL {
  const t = sql.raw(table);
  const company =
    scope.companyId === null
      ? sql`${t}.company_id is not null`
      : sql`${t}.company_id = ${scope.companyId}`;
  if (scope.customerIds === null) return company;
  return sql`${company} and ${t}.customer_id = any(${`{${scope.customerIds.join(',')}}`}::int[])`;
}

/** Start and End as instants: Start's midnight and the midnight after End, in the asker's zone. */
const bounds = (range: ScanRangeQuery): SQL => {
  const zone = range.timeZone ?? 'UTC';
  return sql`(select (${range.startDate}::date)::timestamp at time zone ${zone} as s, (${range.endDate}::date + 1)::timestamp at time zone ${zone} as e)`;
};

/** `b` and `counted`: every scan of the range (located or not) as instants with counts, rollups up to the mark and the tail after it. */
const countedScans = (scope: RecordScope, range: ScanRangeQuery, mark: number): SQL =>
  sql`b as ${bounds(range)},
    counted as (
      select r.quarter as at, r.valid + r.invalid as n from scan_quarter_counts r, b
      where ${scopeOf(scope, 'r')} and r.quarter >= b.s and r.quarter < b.e
      union all
      select t.created_at, 1 from ${tailAfter(mark)} t, b
      where ${scopeOf(scope, 't')} and t.created_at >= b.s and t.created_at < b.e
    )`;

const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Every calendar day from start to end, both included, as YYYY-MM-DD. */
function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${startDate}T00:00:00Z`);
    day <= new Date(`${endDate}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** `dashboard/report/product-scan-details`: scans per day of the asker's calendar, per weekday, the total and the mean per day. */
export async function productScanDetails(
  db: Db,
  scope: RecordScope,
  range: ScanRangeQuery,
): Promise<ScanDashboard> {
  const zone = range.timeZone ?? 'UTC';
  const perDay = await inOneSnapshot(db, (snapshot, mark) =>
    rowsOf<{ day: string; n: string }>(
      snapshot,
      sql`with ${countedScans(scope, range, mark)}
        select to_char((at at time zone ${zone})::date, 'YYYY-MM-DD') as day, sum(n) as n from counted group by 1`,
    ),
  );
  const counts = new Map(perDay.map((row) => [row.day, Number(row.n)]));
  const days = daysOf(range.startDate, range.endDate);
  const barChartCountList = days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
  const byWeekday = new Map<string, number>(weekdays.map((day) => [day, 0]));
  for (const { date, count } of barChartCountList) {
    const day = weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
    byWeekday.set(day, byWeekday.get(day)! + count);
  }
  const totalProductScan = barChartCountList.reduce((sum, day) => sum + day.count, 0);
  return {
    barChartCountList,
    weekDayCountDTOList: weekdays.map((day) => ({ day, count: byWeekday.get(day)! })),
    totalProductScan,
    averageProductScan: Math.round((totalProductScan / days.length) * 100) / 100,
  };
}

/**
 * The located scans of the range on a grid of 0.1 degree, each square at the mean position of
 * its scans. Whole UTC days inside the range come from the daily rollup (plus the tail); the
 * hours at either end, where the asker's days cut a UTC day, from the scans themselves.
 */
export async function scanClusters(
  db: Db,
  scope: RecordScope,
  range: ScanRangeQuery,
): Promise<ScanCluster[]> {
  return (await scanMap(db, scope, range)).clusters;
}

/**
 * The map of a range: its clusters, and how many scans the range holds, located or not, read in
 * the same snapshot so the located count (the clusters summed) never exceeds the total.
 */
export async function scanMap(
  db: Db,
  scope: RecordScope,
  range: ScanRangeQuery,
): Promise<ScanMapFigures> {
  const valid = validVerdict(sql`t.verdict`);
  const located = sql`floor(t.lat * 10)::int, floor(t.lng * 10)::int, ${valid}::int, (not ${valid})::int`;
  const where = sql`${scopeOf(scope, 't')} and t.lat is not null and t.lng is not null`;
  // The instants first, as values: a range the planner sees only as a join's output makes it
  // read the company's whole index instead of the hours asked for.
  const [span] = await rowsOf<{
    s: string;
    e: string;
    ds: string;
    de: string;
    first_day: string;
    end_day: string;
  }>(
    db,
    sql`with b0 as ${bounds(range)},
      b as (
        select s, e, ((s at time zone 'UTC')::date + case when s = ((s at time zone 'UTC')::date)::timestamp at time zone 'UTC' then 0 else 1 end) as first_day,
               (e at time zone 'UTC')::date as end_day
        from b0
      )
      select s::text as s, e::text as e, (first_day::timestamp at time zone 'UTC')::text as ds, (end_day::timestamp at time zone 'UTC')::text as de,
             first_day::text as first_day, end_day::text as end_day from b`,
  );
  const { s: start, e: end, ds, de, first_day: firstDay, end_day: endDay } = span!;
  const at = (instant: string) => sql`${instant}::timestamptz`;
  // Three reads of the scans: the hours before the first whole UTC day, those after the last
  // (none when the range holds no whole day: then the first read has it all), and the tail
  // inside; each an index range, never the year.
  const { rows, total } = await inOneSnapshot(db, async (snapshot, mark) => ({
    total: (
      await rowsOf<{ n: string | null }>(
        snapshot,
        sql`with ${countedScans(scope, range, mark)} select sum(n) as n from counted`,
      )
    )[0]?.n,
    rows: await rowsOf<{ latitude: number; longitude: number; valid: string; invalid: string }>(
      snapshot,
      sql`with located as (
          select r.cell_lat, r.cell_lng, r.valid, r.invalid, r.lat_sum, r.lng_sum from scan_daily_cells r
          where ${scopeOf(scope, 'r')} and r.day >= ${firstDay}::date and r.day < ${endDay}::date
          union all
          select ${located}, t.lat, t.lng from ${scanVerdicts} t
          where ${where} and t.created_at >= ${at(start)} and t.created_at < least(${at(ds)}, ${at(end)})
          union all
          select ${located}, t.lat, t.lng from ${scanVerdicts} t
          where ${where} and ${at(de)} >= ${at(ds)} and t.created_at >= greatest(${at(de)}, ${at(start)}) and t.created_at < ${at(end)}
          union all
          select ${located}, t.lat, t.lng from ${tailAfter(mark)} t
          where ${where} and t.created_at >= ${at(ds)} and t.created_at < ${at(de)}
        )
        select sum(lat_sum) / sum(valid + invalid) as latitude, sum(lng_sum) / sum(valid + invalid) as longitude,
               sum(valid) as valid, sum(invalid) as invalid
        from located group by cell_lat, cell_lng`,
    ),
  }));
  const clusters = rows.map((row) => ({
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    valid: Number(row.valid),
    invalid: Number(row.invalid),
  }));
  return {
    clusters,
    total: Number(total ?? 0),
    located: clusters.reduce((sum, cluster) => sum + cluster.valid + cluster.invalid, 0),
  };
}

/** The spec's `valid-scans/map` and `invalid-scans/map`: the positions of the squares holding such scans. */
export async function scanPositions(
  db: Db,
  scope: RecordScope,
  range: ScanRangeQuery,
  kind: 'valid' | 'invalid',
) {
  const clusters = await scanClusters(db, scope, range);
  return clusters
    .filter((cluster) => cluster[kind] > 0)
    .map(({ latitude, longitude }) => ({ latitude, longitude }));
}

/** The spec's `validScan`: a page of the latest located scans, each green or red. */
export async function latestScanPoints(
  db: Db,
  scope: RecordScope,
  page: { page: number; size: number },
) {
  const valid = validVerdict(sql`t.verdict`);
  const where = sql`${scopeOf(scope, 't')} and t.lat is not null and t.lng is not null`;
  const [rows, [total]] = await Promise.all([
    rowsOf<{ latitude: number; longitude: number; valid: boolean }>(
      db,
      sql`select t.lat as latitude, t.lng as longitude, ${valid} as valid from ${scanVerdicts} t where ${where}
          order by t.created_at desc, t.id desc limit ${page.size} offset ${page.page * page.size}`,
    ),
    rowsOf<{ n: string }>(
      db,
      sql`select count(*) as n from (select 1 from ${scanVerdicts} t where ${where} limit 100000) as capped`,
    ),
  ]);
  return {
    content: rows.map((row) => ({
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      valid: row.valid,
    })),
    total: Number(total!.n),
  };
}
