import * as v from 'valibot';
import { and, eq, sql } from 'drizzle-orm';
import { IsoDateSchema } from '@veritag/domain';
import type { Database } from '../../db/database';
import { cursorRows, type ReportColumn } from '../../platform/reports';
import { withinReportDays, type ReportSource } from '../report-files';
import { smartBinCodes } from './smart-bin.table';

const Params = v.object({ fromDate: IsoDateSchema, toDate: IsoDateSchema });
export type SmartBinReportParams = v.InferOutput<typeof Params>;

/** The list's columns: the code, who uploaded it and when (in the asker's zone). */
const columns: readonly ReportColumn[] = [
  { header: 'Qr Codes', key: 'qr_code', type: 'text', width: 20 },
  { header: 'Uploaded By', key: 'created_by', type: 'text', width: 20 },
  { header: 'Uploaded Date', key: 'created_date', type: 'datetime' },
];

/** The company's codes uploaded from the start of From to the end of To, oldest first, read through a cursor. */
export function smartBinReportSource(database: Database): ReportSource<SmartBinReportParams> {
  return {
    baseName: 'smart-bin',
    sheetName: 'Smart Bin',
    columns,
    params: Params,
    rows({ scope, params, timeZone }) {
      // Only company members ask (the contract refuses the super admin); -1 matches nothing should one ever slip through.
      const where = and(
        eq(smartBinCodes.companyId, scope.companyId ?? -1),
        withinReportDays(smartBinCodes.createdDate, { ...params, timeZone }),
      );
      const select = sql`select ${smartBinCodes.id} as id, ${smartBinCodes.qrCode} as qr_code, ${smartBinCodes.createdBy} as created_by,
        ${smartBinCodes.createdDate} as created_date from ${smartBinCodes} where ${where}`;
      return cursorRows(database, { select, orderBy: ['id'] });
    },
  };
}
