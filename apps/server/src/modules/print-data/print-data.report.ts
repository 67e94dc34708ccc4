import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { scopeConditions } from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import { cursorRows } from '../../platform/reports';
import { withinReportDays, type ReportSource } from '../report-files';
import { printData, productions } from './print-data.table';

/** What the F-Codes report form sends, as stored with the request. */
export const FCodesParams = v.object({
  fromDate: v.string(),
  toDate: v.string(),
  timeZone: v.optional(v.string()),
  customer: v.optional(v.number()),
  product: v.optional(v.number()),
});
export type FCodesParams = v.InferOutput<typeof FCodesParams>;

/**
 * The F-Codes report of print data (spec 002 /reports, Report Type "Print Data Report"): the
 * print runs made on the days asked, of one customer and product when chosen, with their
 * generation and production. One row per run, oldest first.
 */
export function printDataReport(database: Database): ReportSource<FCodesParams> {
  return {
    baseName: 'f-codes-print-data',
    sheetName: 'Print Data',
    params: FCodesParams,
    columns: [
      { header: 'Created Date', key: 'created_date', type: 'datetime' },
      { header: 'Client', key: 'client', type: 'text', width: 28 },
      { header: 'Plant', key: 'plant', type: 'text', width: 20 },
      { header: 'Product', key: 'product', type: 'text', width: 16 },
      { header: 'Vendor', key: 'vendor', type: 'text', width: 20 },
      { header: 'Month', key: 'month', type: 'text' },
      { header: 'Year', key: 'year', type: 'number' },
      { header: 'Code Type', key: 'code_type', type: 'text' },
      { header: 'Digit', key: 'digit', type: 'number' },
      { header: 'Quantity', key: 'quantity', type: 'number' },
      { header: 'Up', key: 'up', type: 'number' },
      { header: 'Produced Quantity', key: 'produced', type: 'number' },
      { header: 'Pending Quantity', key: 'pending', type: 'number' },
      { header: 'Production Status', key: 'production_status', type: 'text' },
      { header: 'File Status', key: 'gen_status', type: 'text' },
      { header: 'First Code', key: 'first_code', type: 'text', width: 18 },
      { header: 'Last Code', key: 'last_code', type: 'text', width: 18 },
      { header: 'Created By', key: 'created_by', type: 'text' },
    ],
    rows: ({ scope, params }) =>
      cursorRows(database, {
        select: sql`select ${printData.id} as id, ${printData.createdDate} as created_date, ${printData.customerName} as client, ${printData.plantName} as plant,
          ${printData.productCode} as product, ${printData.vendorName} as vendor, ${printData.month} as month, ${printData.year} as year,
          ${printData.codeType} as code_type, ${printData.digit} as digit, ${printData.quantity} as quantity, ${printData.up} as up,
          coalesce(${productions.producedQuantity}, 0) as produced,
          case when ${productions.status} = 'CLOSE' then 0 else ${printData.quantity} - coalesce(${productions.producedQuantity}, 0) end as pending,
          coalesce(${productions.status}, 'OPEN') as production_status,
          case when ${printData.genStatus} = 'COMPLETED' then 'COMPLETED' when ${printData.genStatus} is null then '' else coalesce(${jobRuns.state}, 'RUNNING') end as gen_status,
          ${printData.firstCode} as first_code, ${printData.lastCode} as last_code, ${printData.createdBy} as created_by
          from ${printData} left join ${productions} on ${productions.printDataId} = ${printData.id} left join ${jobRuns} on ${jobRuns.id} = ${printData.genRunId}
          where ${and(
            ...scopeConditions(scope, printData.companyId, printData.customerId),
            withinReportDays(printData.createdDate, params),
            params.customer === undefined ? undefined : eq(printData.customerId, params.customer),
            params.product === undefined ? undefined : eq(printData.productId, params.product),
          )}`,
        orderBy: ['created_date', 'id'],
      }),
  };
}
