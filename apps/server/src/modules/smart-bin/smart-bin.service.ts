import { and, eq, sql } from 'drizzle-orm';
import type { PlatformOutbox } from '../../platform/outbox';
import type {
  Page,
  SmartBinDelete,
  SmartBinQr,
  SmartBinRange,
  SmartBinUploadReply,
} from '@veritag/domain';
import type { Database } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import { rowsOf } from '../../db/rows';
import type { UploadedFile } from '../../http/multipart';
import { badRequest, fieldError, notFound } from '../../http/problem';
import type { Caller } from '../../platform/access';
import { codesOfFile } from '../../platform/code-files';
import type { CodesService } from '../codes';
import { checkReportDates, withinReportDays, type ReportFilesService } from '../report-files';
import { smartBinReportSource } from './smart-bin.report';
import { smartBinCodes } from './smart-bin.table';

export type SmartBinColumn = 'qrCode' | 'createdBy';

/** How many codes a refused file names; the rest are counted. */
const namedInRefusal = 5;

const columns = { qrCode: smartBinCodes.qrCode, createdBy: smartBinCodes.createdBy } as const;
const sortColumns = { ...columns, createdDate: smartBinCodes.createdDate } as const;

const toRow = (row: typeof smartBinCodes.$inferSelect): SmartBinQr => ({
  id: row.id,
  qrCode: row.qrCode,
  createdBy: row.createdBy,
  createdDate: row.createdDate.toISOString(),
});

const counted = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'code' : 'codes'}`;

export interface SmartBinDeps {
  database: Database;
  codes: CodesService;
  reportFiles: ReportFilesService;
  clock: () => Date;
  outbox?: Pick<PlatformOutbox, 'recordPlatformEvents'>;
}

/**
 * The smart bin (spec 002): codes collected from smart bins, uploaded as files of codes by the
 * company that issued them. A binned code is consumed: the scan page says so (the scans module
 * joins this module's binnedCodes view in its one lookup).
 */
export function smartBinService({ database, codes, reportFiles, clock, outbox }: SmartBinDeps) {
  const { db } = database;
  const report = reportFiles.register('smartBin', smartBinReportSource(database));

  return {
    /** When and by whom a code went into the smart bin, for its history; undefined when never binned. */
    async binningOf(codeId: number): Promise<{ binnedBy: string; binnedAt: Date } | undefined> {
      const [row] = await db
        .select({ binnedBy: smartBinCodes.createdBy, binnedAt: smartBinCodes.createdDate })
        .from(smartBinCodes)
        .where(eq(smartBinCodes.codeId, codeId));
      return row;
    },

    /** A page of the company's codes, newest first unless sorted. */
    async page(companyId: number, query: ListQuery<SmartBinColumn>): Promise<Page<SmartBinQr>> {
      const where = and(eq(smartBinCodes.companyId, companyId), listFilter(columns, query));
      const { limit, offset } = limitOf(query);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(smartBinCodes)
          .where(where)
          .orderBy(...listOrder(sortColumns, query.sort, smartBinCodes.id))
          .limit(limit)
          .offset(offset),
        listTotal(db, smartBinCodes, where),
      ]);
      return pageOf(rows.map(toRow), total, query);
    },

    /**
     * Bins every code of the file in one transaction. A file with any code that is not the
     * company's (never issued or another company's, one answer so nothing leaks) bins nothing:
     * the refusal names the first few. A code binned already keeps its first row and is counted.
     */
    async upload(
      companyId: number,
      login: string,
      file: UploadedFile,
    ): Promise<SmartBinUploadReply> {
      const wanted = await codesOfFile(file, 'file');
      return db.transaction(async (tx) => {
        const own = (await codes.findMany(tx, wanted)).filter(
          (code) => code.companyId === companyId,
        );
        const found = new Set(own.map((code) => code.code));
        const unknown = wanted.filter((code) => !found.has(code));
        if (unknown.length > 0) throw unknownCodesProblem(unknown);
        const added = await rowsOf<{
          id: number | string;
          qr_code: string;
          created_by: string;
          created_date: string | Date;
        }>(
          tx as never,
          sql`with added as (
                insert into ${smartBinCodes} (company_id, code_id, qr_code, created_by, created_date)
                select ${companyId}, code_id, qr_code, ${login}, ${clock().toISOString()}::timestamptz
                from unnest(string_to_array(${own.map((code) => code.id).join(',')}, ',')::bigint[], string_to_array(${own.map((code) => code.code).join('\n')}, E'\\n'))
                  as asked(code_id, qr_code)
                on conflict (code_id) do nothing
                returning id, qr_code, created_by, created_date
              )
              select * from added`,
        );
        // Each code binned now is announced (decision 0452), as stored; one binned before is not.
        await outbox?.recordPlatformEvents(
          tx as never,
          added.map((row) => ({
            companyId,
            type: 'code.binned' as const,
            data: {
              smartBinId: Number(row.id),
              code: row.qr_code,
              binnedBy: row.created_by,
              binnedAt: new Date(row.created_date).toISOString(),
            },
          })),
        );
        const n = added.length;
        const already = own.length - n;
        const message = `${counted(n)} added to the smart bin${already > 0 ? `; ${counted(already)} ${already === 1 ? 'was' : 'were'} in it already` : ''}`;
        return { fileName: file.originalName, message };
      });
    },

    /** Starts the spreadsheet of the codes uploaded between the dates (a report job) and replies its name. */
    download(caller: Caller, range: SmartBinRange): Promise<{ fileName: string }> {
      checkReportDates(range, clock());
      return report.start(
        caller,
        { fromDate: range.fromDate, toDate: range.toDate },
        { timeZone: range.timeZone },
      );
    },

    /** Deletes one code of the company (404 for another company's), or every code uploaded between the dates. */
    async remove(companyId: number, request: SmartBinDelete): Promise<{ message: string }> {
      if (request.mode === 'single') {
        const deleted = await db
          .delete(smartBinCodes)
          .where(and(eq(smartBinCodes.id, request.id), eq(smartBinCodes.companyId, companyId)))
          .returning({ qrCode: smartBinCodes.qrCode });
        if (deleted.length === 0) throw notFound('Smart bin code');
        return { message: `Code ${deleted[0]!.qrCode} deleted from the smart bin` };
      }
      checkReportDates(request, clock());
      const deleted = await db
        .delete(smartBinCodes)
        .where(
          and(
            eq(smartBinCodes.companyId, companyId),
            withinReportDays(smartBinCodes.createdDate, request),
          ),
        )
        .returning({ id: smartBinCodes.id });
      return { message: `${counted(deleted.length)} deleted from the smart bin` };
    },
  };
}
export type SmartBinService = ReturnType<typeof smartBinService>;

function unknownCodesProblem(unknown: string[]) {
  const named = unknown.slice(0, namedInRefusal).join(', ');
  const more =
    unknown.length > namedInRefusal
      ? ` and ${(unknown.length - namedInRefusal).toLocaleString('en-US')} more`
      : '';
  const which =
    unknown.length === 1
      ? '1 code of the file is not a code'
      : `${unknown.length.toLocaleString('en-US')} codes of the file are not codes`;
  const title = `${which} of your company: ${named}${more}. Nothing was added`;
  return badRequest(title, [fieldError('file', title)]);
}
