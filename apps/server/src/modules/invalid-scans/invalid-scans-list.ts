import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { InvalidScan } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  type ListColumn,
  type ListQuery,
} from '../../db/list-page';
import { scopeConditions, type RecordScope } from '../../platform/access';
import { customerNames } from '../customers';
import { invalidScanReports } from '../scans';

export type InvalidScanColumn = 'name' | 'email' | 'mobile' | 'code' | 'customer.companyName';

/**
 * The Client column is the customer's name, joined; the global search over it asks for the
 * ids of matching customers, so the OR stays on this table (see ListColumn).
 */
const columns: Record<InvalidScanColumn, ListColumn> = {
  name: invalidScanReports.name,
  email: invalidScanReports.email,
  mobile: invalidScanReports.mobile,
  code: invalidScanReports.code,
  'customer.companyName': {
    column: customerNames.companyName,
    searched: (pattern) =>
      sql`${invalidScanReports.customerId} in (select ${customerNames.id} from ${customerNames} where ${customerNames.companyName} ilike ${pattern})`,
  },
};
const sortable: Record<InvalidScanColumn | 'createdDate', AnyColumn | SQL> = {
  name: invalidScanReports.name,
  email: invalidScanReports.email,
  mobile: invalidScanReports.mobile,
  code: invalidScanReports.code,
  'customer.companyName': customerNames.companyName,
  createdDate: invalidScanReports.createdAt,
};

/**
 * The invalid scans a scope sees. A report of a made-up code has no company, so it is in no
 * company's list (the super admin has no list: see the contract).
 */
export const scopeWhere = (scope: RecordScope): SQL[] =>
  scopeConditions(scope, invalidScanReports.companyId, invalidScanReports.customerId);

/** A page of invalid scans in the spec's shape (`data`, `totalElements`), newest first unless sorted. */
export async function invalidScanPage(
  db: Db,
  scope: RecordScope,
  query: ListQuery<InvalidScanColumn>,
): Promise<{ data: InvalidScan[]; totalElements: number }> {
  const where = and(...scopeWhere(scope), listFilter(columns, query));
  const { limit, offset } = limitOf(query);
  const from = sql`${invalidScanReports} left join ${customerNames} on ${customerNames.id} = ${invalidScanReports.customerId}`;
  const [rows, total] = await Promise.all([
    db
      .select({
        row: {
          id: invalidScanReports.id,
          name: invalidScanReports.name,
          email: invalidScanReports.email,
          mobile: invalidScanReports.mobile,
          code: invalidScanReports.code,
          createdAt: invalidScanReports.createdAt,
        },
        companyName: customerNames.companyName,
      })
      .from(invalidScanReports)
      .leftJoin(customerNames, eq(customerNames.id, invalidScanReports.customerId))
      .where(where)
      .orderBy(...listOrder(sortable, query.sort, invalidScanReports.id))
      .limit(limit)
      .offset(offset),
    listTotal(db, invalidScanReports, where, undefined, from),
  ]);
  const data = rows.map(({ row, companyName }) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    code: row.code,
    customer: companyName === null ? null : { companyName },
    createdDate: row.createdAt.toISOString(),
  }));
  return { data, totalElements: total.total };
}
