import { and, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { EndUserReportRow, Sort } from '@veritag/domain';
import type { Db } from '../../db/database';
import { listOrder } from '../../db/list-page';
import { scopeConditions, type RecordScope } from '../../platform/access';
import { customerNames } from '../customers';
import { endUserRegistrations as registrations } from './end-users.table';

export type EndUserReportSortField = 'createdDate' | 'name' | 'email' | 'mobileNo' | 'code';

const sortable: Record<EndUserReportSortField, AnyColumn | SQL> = {
  createdDate: registrations.confirmedAt,
  name: registrations.name,
  email: registrations.email,
  mobileNo: registrations.mobile,
  code: registrations.code,
};

/**
 * The registrations a scope sees: only confirmed ones (an unconfirmed mobile is nobody's yet,
 * decision 0279), of the caller's company and, for a user limited to some customers, theirs.
 */
const scopeWhere = (scope: RecordScope): SQL[] => [
  isNotNull(registrations.confirmedAt),
  ...scopeConditions(scope, registrations.companyId, registrations.customerId),
];

/** The 'Report of End Users' rows (spec 002): the whole list, as the spec's call answers an array. */
export async function endUserReport(
  db: Db,
  scope: RecordScope,
  sort: Sort<EndUserReportSortField>,
): Promise<EndUserReportRow[]> {
  const rows = await db
    .select({ row: registrations, companyName: customerNames.companyName })
    .from(registrations)
    .leftJoin(customerNames, eq(customerNames.id, registrations.customerId))
    .where(and(...scopeWhere(scope)))
    .orderBy(...listOrder(sortable, sort, registrations.id));
  return rows.map(({ row, companyName }) => ({
    name: row.name,
    email: row.email,
    mobileNo: row.mobile,
    code: row.code,
    customer: companyName === null ? null : { companyName },
    fileUrl: row.invoiceFileId === null ? null : `/api/files/${row.invoiceFileId}`,
  }));
}

/** The condition "an entry of a code registered to one of these customers", for users limited to some customers. */
export const codeOfCustomers =
  (codeId: AnyColumn | SQL) =>
  (customerIds: number[]): SQL =>
    sql`${codeId} in (select ${registrations.codeId} from ${registrations} where ${and(isNotNull(registrations.confirmedAt), inArray(registrations.customerId, customerIds))})`;
