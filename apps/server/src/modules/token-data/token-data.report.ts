import * as v from 'valibot';
import { and, sql } from 'drizzle-orm';
import { IsoDateSchema } from '@veritag/domain';
import type { Database } from '../../db/database';
import { scopeConditions } from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import { cursorRows, type ReportColumn } from '../../platform/reports';
import type { ReportSource } from '../report-files';
import { fileStatusSql } from './token-data-list';
import { tokenData } from './token-data.table';

/** What a token data report is asked for: From and To, calendar days in the asker's time zone. */
const Params = v.object({ fromDate: IsoDateSchema, toDate: IsoDateSchema });
export type TokenDataReportParams = v.InferOutput<typeof Params>;

/**
 * The report's columns (ours; the spec names none): one row per token data file uploaded in
 * the range, what the list shows and what the file was made of. Numbers are numbers, dates
 * dates (Valid Until is the tokens' last valid day), times shown in the asker's zone.
 */
export const tokenDataReportColumns: readonly ReportColumn[] = [
  { header: 'File', key: 'file_name', type: 'text', width: 28 },
  { header: 'PO Number', key: 'po_number', type: 'text' },
  { header: 'PO Date', key: 'po_date', type: 'date' },
  { header: 'Plant', key: 'plant_name', type: 'text', width: 24 },
  { header: 'Colour', key: 'color', type: 'text' },
  { header: 'Token Type', key: 'token_type', type: 'text' },
  { header: 'Pack Size', key: 'pack_size', type: 'number' },
  { header: 'Packs', key: 'packs', type: 'number' },
  { header: 'Tokens', key: 'quantity', type: 'number' },
  { header: 'Valid Upto', key: 'valid_upto', type: 'text' },
  { header: 'Valid Until', key: 'valid_until', type: 'date' },
  { header: 'Status', key: 'status', type: 'text' },
  { header: 'Created By', key: 'created_by', type: 'text' },
  { header: 'Created Date', key: 'created_on', type: 'datetime' },
];

/**
 * The token data report: the files of the asker's company (and customers, if limited)
 * uploaded from the start of From to the end of To in the asker's time zone, oldest first,
 * read through a cursor so a long range never sits in memory.
 */
export function tokenDataReportSource(database: Database): ReportSource<TokenDataReportParams> {
  return {
    baseName: 'token-data-report',
    sheetName: 'Token Data',
    columns: tokenDataReportColumns,
    params: Params,
    rows({ scope, params, timeZone }) {
      const from = sql`(${params.fromDate}::date)::timestamp at time zone ${timeZone}`;
      const until = sql`(${params.toDate}::date + 1)::timestamp at time zone ${timeZone}`;
      const where = and(
        ...scopeConditions(scope, tokenData.companyId, tokenData.customerId),
        sql`${tokenData.createdOn} >= ${from}`,
        sql`${tokenData.createdOn} < ${until}`,
      );
      const select = sql`select ${tokenData.id} as id, ${tokenData.fileName} as file_name, ${tokenData.poNumber} as po_number, ${tokenData.poDate} as po_date,
        ${tokenData.plantName} as plant_name, ${tokenData.color} as color, ${tokenData.tokenType} as token_type, ${tokenData.packSize} as pack_size,
        ${tokenData.packs} as packs, ${tokenData.quantity} as quantity, ${tokenData.validUpto} as valid_upto,
        ((${tokenData.createdOn} at time zone 'UTC')::date + make_interval(years => split_part(${tokenData.validUpto}, ' ', 1)::int))::date as valid_until,
        ${fileStatusSql} as status, ${tokenData.createdBy} as created_by, ${tokenData.createdOn} as created_on
        from ${tokenData} left join ${jobRuns} on ${jobRuns.id} = ${tokenData.runId} where ${where}`;
      return cursorRows(database, { select, orderBy: ['id'] });
    },
  };
}
