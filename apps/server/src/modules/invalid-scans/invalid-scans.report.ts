import * as v from 'valibot';
import { and, eq, sql } from 'drizzle-orm';
import { IdSchema, IsoDateSchema } from '@veritag/domain';
import type { Database } from '../../db/database';
import { cursorRows, type ReportColumn } from '../../platform/reports';
import { withinReportDays, type ReportSource } from '../report-files';
import { customerNames } from '../customers';
import { invalidScanReports } from '../scans';
import { scopeWhere } from './invalid-scans-list';

/** What an Invalid Scan report is asked for: one customer, From and To as days in the asker's zone. */
const Params = v.object({ customer: IdSchema, fromDate: IsoDateSchema, toDate: IsoDateSchema });
export type InvalidScanReportParams = v.InferOutput<typeof Params>;

/** The list's columns, and ours: when it was reported, in the asker's zone. */
export const invalidScanReportColumns: readonly ReportColumn[] = [
  { header: 'Name', key: 'name', type: 'text', width: 24 },
  { header: 'Email', key: 'email', type: 'text', width: 28 },
  { header: 'Mobile', key: 'mobile', type: 'text' },
  { header: 'Code', key: 'code', type: 'text', width: 20 },
  { header: 'Client', key: 'client', type: 'text', width: 24 },
  { header: 'Reported at', key: 'reported_at', type: 'datetime' },
];

/** The invalid scans of one customer reported from the start of From to the end of To, oldest first, read through a cursor. */
export function invalidScanReportSource(database: Database): ReportSource<InvalidScanReportParams> {
  return {
    baseName: 'invalid-scan-report',
    sheetName: 'Invalid Scan',
    columns: invalidScanReportColumns,
    params: Params,
    rows({ scope, params, timeZone }) {
      const where = and(
        ...scopeWhere(scope),
        eq(invalidScanReports.customerId, params.customer),
        withinReportDays(invalidScanReports.createdAt, { ...params, timeZone }),
      );
      const select = sql`select ${invalidScanReports.id} as id, ${invalidScanReports.name} as name, ${invalidScanReports.email} as email, ${invalidScanReports.mobile} as mobile,
        ${invalidScanReports.code} as code, ${customerNames.companyName} as client, ${invalidScanReports.createdAt} as reported_at
        from ${invalidScanReports} left join ${customerNames} on ${customerNames.id} = ${invalidScanReports.customerId} where ${where}`;
      return cursorRows(database, { select, orderBy: ['id'] });
    },
  };
}
