import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ChartPoint, TopEntry } from '@veritag/domain';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { RecordScope } from '../../platform/access';
import { customerNames } from '../customers';
import type { EndUserFigures } from '../end-users';
import type { PrintRunsService } from '../print-data';
import { productNames, type ProductsService } from '../products';
import { inOneSnapshot, scopeOf, tailAfter } from './scan-figures';
import { validVerdict } from './scan-rollups';

/**
 * The main dashboard's counts, top lists and charts (spec 000 section 2.6). The spec names
 * them but not their sources: decision 0284 says what each counts. Each comes from the module
 * that owns its records, through the named reads it gives (its service's figures, or its view
 * where a figure joins names to this module's rollups); this module reads no other's tables.
 */
export interface MainFigureSources {
  endUsers: EndUserFigures;
  products: Pick<ProductsService, 'countWithOffers'>;
  printRuns: PrintRunsService['figures'];
}

/** Business partners: the customers of that type (of the caller's customers when limited). */
async function businessPartners(db: Db, scope: RecordScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerNames)
    .where(
      and(
        scope.companyId === null ? undefined : eq(customerNames.companyId, scope.companyId),
        eq(customerNames.companyType, 'Business Partner'),
        scope.customerIds === null ? undefined : inArray(customerNames.id, [...scope.customerIds]),
      ),
    );
  return row?.n ?? 0;
}

/** Every count and total of the main dashboard, by the name its route asks for. */
export const countsOf = (db: Db, sources: MainFigureSources) =>
  ({
    userProducts: sources.endUsers.confirmedRegistrations,
    users: sources.endUsers.endUsers,
    offers: sources.products.countWithOffers,
    campaigns: sources.printRuns.runs,
    dealers: (scope: RecordScope) => businessPartners(db, scope),
    badges: sources.endUsers.loyaltyMembers,
    rewards: sources.endUsers.pointsEarned,
    redemptions: sources.endUsers.pointsAskedToRedeem,
  }) satisfies Record<string, (scope: RecordScope) => Promise<number>>;
export type CountName = keyof ReturnType<typeof countsOf>;

const topRows = async (db: Db, query: SQL): Promise<TopEntry[]> =>
  (await rowsOf<{ id: number; name: string; n: string }>(db, query)).map((row) => ({
    id: Number(row.id),
    name: row.name,
    count: Number(row.n),
  }));

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
          select p.id, p.product_name as name, sum(s.valid) as n from scanned s join ${productNames} p on p.id = s.product_id
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
export const plantChart = async (
  sources: MainFigureSources,
  scope: RecordScope,
): Promise<ChartPoint[]> =>
  (await sources.printRuns.codesPerPlant(scope, 12)).map(({ name, count }) => ({
    label: name,
    count,
  }));
