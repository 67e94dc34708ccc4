import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { scopeConditions } from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import { cursorRows } from '../../platform/reports';
import { withinReportDays, type ReportSource } from '../report-files';
import { templateHistories as batches } from './template-histories.table';

const TemplateReportParams = v.object({
  fromDate: v.string(),
  toDate: v.string(),
  timeZone: v.optional(v.string()),
  customer: v.optional(v.number()),
});
export type TemplateReportParams = v.InferOutput<typeof TemplateReportParams>;

/**
 * The F-Codes report of templates (spec 002 /reports, Report Type "Template Report"): the
 * token batches made on the days asked, of one customer when chosen, oldest first. A batch
 * belongs to a template, not a product: the form's product does not narrow it.
 */
export function templateReport(database: Database): ReportSource<TemplateReportParams> {
  return {
    baseName: 'f-codes-template',
    sheetName: 'Template',
    params: TemplateReportParams,
    columns: [
      { header: 'Created Date', key: 'created_date', type: 'datetime' },
      { header: 'Customer', key: 'customer', type: 'text', width: 28 },
      { header: 'Template', key: 'template', type: 'text', width: 28 },
      { header: 'Design Revision', key: 'revision', type: 'number' },
      { header: 'Quantity', key: 'quantity', type: 'number' },
      { header: 'PO Number', key: 'po_number', type: 'text' },
      { header: 'Product Description', key: 'product_description', type: 'text', width: 28 },
      { header: 'Expiration (months)', key: 'expiration_months', type: 'number' },
      { header: 'First Code', key: 'first_code', type: 'text', width: 18 },
      { header: 'Last Code', key: 'last_code', type: 'text', width: 18 },
      { header: 'Status', key: 'status', type: 'text' },
    ],
    rows: ({ scope, params }) =>
      cursorRows(database, {
        select: sql`select ${batches.id} as id, ${batches.createdDate} as created_date, ${batches.customerName} as customer, ${batches.templateDescription} as template,
          ${batches.revisionId} as revision, ${batches.quantity} as quantity, ${batches.poNumber} as po_number, ${batches.productDescription} as product_description,
          ${batches.expirationMonths} as expiration_months, ${batches.firstCode} as first_code, ${batches.lastCode} as last_code,
          case when ${batches.status} = 'COMPLETED' then 'COMPLETED' else coalesce(${jobRuns.state}, 'RUNNING') end as status
          from ${batches} left join ${jobRuns} on ${jobRuns.owner} = 'templateHistory' and ${jobRuns.ownerId} = ${batches.id}::text
          where ${and(
            ...scopeConditions(scope, batches.companyId, batches.customerId),
            withinReportDays(batches.createdDate, params),
            params.customer === undefined ? undefined : eq(batches.customerId, params.customer),
          )}`,
        orderBy: ['created_date', 'id'],
      }),
  };
}
