import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/database';
import { defineJob, describeIssues, JobFailure } from '../../platform/jobs';
import { ReportTooLargeError } from '../../platform/reports';
import type { FilesService } from '../files';
import type { ReportSource } from './report-files.source';
import { reportFiles } from './report-files.table';

/** The stored reports' purpose, served only to whoever asked for them (report-files.service.ts). */
export const reportFilePurpose = 'report-file';
/** An XLSX past this is not a report anyone opens; the writer refuses sheets past Excel's rows before. */
const maxReportBytes = 2 * 1024 ** 3;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- sources of any parameters
export type ReportSources = ReadonlyMap<string, ReportSource<any>>;

/**
 * Writes one asked-for report into storage and records its file. The whole file is one step:
 * a report has no partial result worth keeping, and writing it again gives the same rows.
 */
export function writeReportJob(db: Db, files: FilesService, sources: ReportSources) {
  return defineJob({
    name: 'reportFiles.write',
    input: v.object({ reportId: v.number() }),
    writes: 'the report XLSX (stored_files) and report_files.file_id',
    resumes:
      'an attempt cut off while writing leaves bytes without a row, which are discarded (or swept at start); the next attempt writes the file again from its first row; a report whose file is recorded is done',
    failedReason: 'The report could not be written',
    retries: { limit: 2, delaySeconds: 2, backoff: false },
    timeoutMinutes: 60,
    async announce(tx, { reportId }) {
      const [row] = await tx
        .select({
          companyId: reportFiles.companyId,
          source: reportFiles.source,
          fileName: reportFiles.fileName,
        })
        .from(reportFiles)
        .where(eq(reportFiles.id, reportId));
      // A super admin's platform-wide report belongs to no company: nobody's webhook hears of it.
      if (row?.companyId == null) return undefined;
      return {
        companyId: row.companyId,
        data: {
          reportId,
          report: row.source,
          fileName: row.fileName,
          file: `/api/report-files/${row.fileName}.xlsx`,
        },
      };
    },
    async run(ctx, { reportId }) {
      const [row] = await db.select().from(reportFiles).where(eq(reportFiles.id, reportId));
      if (!row) throw new JobFailure('the report request no longer exists');
      if (row.fileId) return;
      const source = sources.get(row.source);
      if (!source) throw new JobFailure(`no module offers the report '${row.source}' any more`);
      const params = v.safeParse(source.params, row.params);
      if (!params.success)
        throw new JobFailure(`its parameters no longer fit: ${describeIssues(params.issues)}`);
      const request = {
        scope: { companyId: row.companyId, customerIds: row.customerIds ?? null },
        params: params.output,
        timeZone: row.timeZone,
      };
      const spec = {
        format: 'xlsx' as const,
        sheetName: source.sheetName,
        columns: source.columns,
        rows: source.rows(request),
        timeZone: row.timeZone,
      };
      const stored = await files
        .storeReport(spec, row.fileName, reportFilePurpose, row.companyId, maxReportBytes)
        .catch((error: unknown) => {
          if (error instanceof ReportTooLargeError) throw new JobFailure(error.message);
          throw error;
        });
      try {
        await ctx.step({ checkpoint: {}, done: 1, total: 1 }, async (tx) => {
          await stored.record(tx);
          await tx
            .update(reportFiles)
            .set({ fileId: stored.id })
            .where(eq(reportFiles.id, reportId));
        });
      } catch (error) {
        await stored.discard();
        throw error;
      }
    },
  });
}
