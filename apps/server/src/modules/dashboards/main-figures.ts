import { sql, type SQL } from 'drizzle-orm';
import type { ChartPoint, TopEntry } from '@veritag/domain';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { RecordScope } from '../../platform/access';
import { inOneSnapshot, scopeOf, tailAfter } from './scan-figures';
import { validVerdict } from './scan-rollups';

/**
 * The main dashboard's counts, top lists and charts (spec 000 section 2.6). The spec names
 * them but not their sources: docs/decisions/0284-main-dashboard-figure-sources.md says what
 * each counts. They read other modules' tables by name, read-only: a reporting view across the
 * product, where going through six modules' doors would only add a query per figure.
 */

/** The company condition alone, for tables whose rows have no customer (end users, loyalty). */
const companyOf = (scope: RecordScope, table: string): SQL =>
  scope.companyId === null ? sql`true` : sql`${sql.raw(table)}.company_id = ${scope.companyId}`;

const single = async (db: Db, query: SQL): Promise<number> => {
  const [row] = await rowsOf<{ n: string | null }>(db, query);
  return Number(row?.n ?? 0);
};

const counts = {
  userProducts: (scope: RecordScope) =>
    sql`select count(*) as n from end_user_registrations t where ${scopeOf(scope, 't')} and t.confirmed_at is not null`,
  users: (scope: RecordScope) =>
    sql`select count(*) as n from end_users t where ${companyOf(scope, 't')}`,
  offers: (scope: RecordScope) =>
    sql`select count(*) as n from products t where ${scopeOf(scope, 't')} and t.show_offers`,
  campaigns: (scope: RecordScope) =>
    sql`select count(*) as n from print_data t where ${scopeOf(scope, 't')}`,
  dealers: (scope: RecordScope) =>
    sql`select count(*) as n from customers t where ${companyOf(scope, 't')} and t.company_type = 'Business Partner'
        ${scope.customerIds === null ? sql`` : sql`and t.id = any(${`{${scope.customerIds.join(',')}}`}::int[])`}`,
  badges: (scope: RecordScope) =>
    sql`select count(distinct t.end_user_id) as n from loyalty_entries t where ${companyOf(scope, 't')} and t.kind = 'earned'`,
  rewards: (scope: RecordScope) =>
    sql`select sum(t.points) as n from loyalty_entries t where ${companyOf(scope, 't')} and t.kind = 'earned'`,
  redemptions: (scope: RecordScope) =>
    sql`select sum(t.points) as n from redemptions t where ${companyOf(scope, 't')} and t.status <> 'refused'`,
} as const;
export type CountName = keyof typeof counts;

export const countOf = (db: Db, scope: RecordScope, name: CountName) =>
  single(db, counts[name](scope));

const topRows = async (db: Db, query: SQL): Promise<TopEntry[]> =>
  (await rowsOf<{ id: number; name: string; n: string }>(db, query)).map((row) => ({
    id: Number(row.id),
    name: row.name,
    count: Number(row.n),
  }));

/** End users by the points they earned. */
export const topUsers = (db: Db, scope: RecordScope) =>
  topRows(
    db,
    sql`select u.id, u.name, sum(t.points) as n from loyalty_entries t join end_users u on u.id = t.end_user_id
        where ${companyOf(scope, 't')} and t.kind = 'earned' group by u.id, u.name order by n desc, u.id limit 5`,
  );

/** Plants (the service centres: where labels are applied) by the codes printed for them. */
export const topPlants = (db: Db, scope: RecordScope, limit = 5) =>
  topRows(
    db,
    sql`select p.id, p.name, sum(t.quantity) as n from print_data t join plants p on p.id = t.plant_id
        where ${scopeOf(scope, 't')} group by p.id, p.name order by n desc, p.id limit ${limit}`,
  );

/** Products by their valid scans, all time: the daily rollup and the tail after its mark. */
export const topProducts = (db: Db, scope: RecordScope) =>
  inOneSnapshot(db, (snapshot, mark) =>
    topRows(
      snapshot,
      sql`with scanned as (
            select r.product_id, r.valid from scan_daily_products r where ${scopeOf(scope, 'r')}
            union all
            select t.product_id, 1 from ${tailAfter(mark)} t where ${scopeOf(scope, 't')} and t.product_id is not null and ${validVerdict(sql`t.verdict`)}
          )
          select p.id, p.product_name as name, sum(s.valid) as n from scanned s join products p on p.id = s.product_id
          group by p.id, p.product_name having sum(s.valid) > 0 order by n desc, p.id limit 5`,
    ),
  );

/** Valid scans per UTC month of the last twelve, this one included, oldest first ("Dec 2025"). */
export async function monthlyScans(db: Db, scope: RecordScope, now: Date): Promise<ChartPoint[]> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const from = first.toISOString().slice(0, 10);
  const rows = await inOneSnapshot(db, (snapshot, mark) =>
    rowsOf<{ month: string; n: string }>(
      snapshot,
      sql`with scanned as (
            select r.day as day, r.valid as n from scan_daily_products r where ${scopeOf(scope, 'r')} and r.day >= ${from}::date
            union all
            select (t.created_at at time zone 'UTC')::date, 1 from ${tailAfter(mark)} t
            where ${scopeOf(scope, 't')} and t.product_id is not null and ${validVerdict(sql`t.verdict`)}
              and t.created_at >= ${from}::date::timestamp at time zone 'UTC'
          )
          select to_char(date_trunc('month', day), 'YYYY-MM') as month, sum(n) as n from scanned group by 1`,
    ),
  );
  const byMonth = new Map(rows.map((row) => [row.month, Number(row.n)]));
  const label = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1));
    return { label: label.format(month), count: byMonth.get(month.toISOString().slice(0, 7)) ?? 0 };
  });
}

/** Codes printed per plant, most first (the service centres' chart). */
export const plantChart = async (db: Db, scope: RecordScope): Promise<ChartPoint[]> =>
  (await topPlants(db, scope, 12)).map(({ name, count }) => ({ label: name, count }));
