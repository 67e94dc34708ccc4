import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { FileReply } from '../../http/bind-call';
import { ApiProblem, notFound } from '../../http/problem';
import { recordScope, type Caller } from '../../platform/access';
import type { PlatformContext } from '../../platform/server-module';
import type { FilesService } from '../files';
import { writeReportJob, type ReportSources } from './report-files.job';
import type { ReportSource } from './report-files.source';
import { reportFiles } from './report-files.table';

/** The job run's owner: `jobs.statusOf(reportFileOwner, id)`. */
export const reportFileOwner = 'reportFile';
/** Reports are kept this long, then the next request removes them (rows and files). */
export const reportLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export interface ReportFilesDeps {
  db: Db;
  files: FilesService;
  jobs: PlatformContext['jobs'];
  clock: () => Date;
}

/** What a registered report offers its module: start one for a caller; the reply the console downloads. */
export interface ReportStarter<Params> {
  start(
    caller: Caller,
    params: Params,
    options?: { timeZone?: string | undefined },
  ): Promise<{ fileName: string }>;
}

/**
 * Asked-for reports (spec 002 section 7: a report call replies `fileName`, the console then
 * downloads `{fileName}.xlsx`). A module registers its report source; asking for one records
 * the request and queues the `reportFiles.write` job in one transaction; the file is served
 * to the one who asked, once written.
 */
export function reportFilesService({ db, files, jobs, clock }: ReportFilesDeps) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- sources of any parameters
  const sources = new Map<string, ReportSource<any>>();
  const job = writeReportJob(db, files, sources as ReportSources);

  /** `f-codes-print-data-2026-11-27-3f9a1c`: dated for the person who saves it, random so nobody guesses another's. */
  const fileNameFor = (baseName: string) =>
    `${baseName}-${clock().toISOString().slice(0, 10)}-${randomBytes(6).toString('hex')}`;

  /** Removes reports past their lifetime, rows and files, whoever asked for them. */
  async function prune() {
    const old = await db
      .delete(reportFiles)
      .where(lt(reportFiles.createdDate, new Date(clock().getTime() - reportLifetimeMs)))
      .returning({ fileId: reportFiles.fileId });
    for (const { fileId } of old) {
      if (!fileId) continue;
      const cleanUp = await db.transaction((tx) => files.forget(tx, fileId));
      await cleanUp();
    }
  }

  return {
    job,

    /** Called once per kind of report by the module offering it; returns how to start one. */
    register<Params>(name: string, source: ReportSource<Params>): ReportStarter<Params> {
      if (sources.has(name)) throw new Error(`A report named '${name}' is already registered`);
      sources.set(name, source);
      return {
        async start(caller, params, options = {}) {
          await prune();
          const scope = recordScope(caller);
          const fileName = fileNameFor(source.baseName);
          await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(reportFiles)
              .values({
                fileName,
                source: name,
                params,
                companyId: scope.companyId,
                customerIds: scope.customerIds ? [...scope.customerIds] : null,
                requestedBy: caller.id,
                timeZone: options.timeZone ?? 'UTC',
              })
              .returning({ id: reportFiles.id });
            await jobs.queue(
              job,
              { reportId: row!.id },
              { tx, owner: { owner: reportFileOwner, ownerId: row!.id } },
            );
          });
          jobs.wake(job);
          return { fileName };
        },
      };
    },

    /**
     * `{fileName}.xlsx` for the one who asked for it (anyone else: not found). While it is being
     * written: 409 with Retry-After, so the console asks again; a failed one: 422 with the reason.
     */
    async download(caller: Caller, name: string): Promise<FileReply> {
      const fileName = name.replace(/\.xlsx$/i, '');
      const [row] = await db
        .select()
        .from(reportFiles)
        .where(and(eq(reportFiles.fileName, fileName), eq(reportFiles.requestedBy, caller.id)));
      if (!row) throw notFound('Report');
      if (row.fileId) {
        const { stream, byteSize, contentType } = await files
          .read(row.fileId)
          .catch((error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') throw notFound('Report');
            throw error;
          });
        return {
          stream,
          byteSize,
          contentType,
          fileName: `${fileName}.xlsx`,
          disposition: 'attachment',
        };
      }
      const status = await jobs.statusOf(reportFileOwner, row.id);
      if (status?.state === 'FAILED')
        throw new ApiProblem(422, status.reason ?? 'The report could not be written');
      throw new ApiProblem(409, 'The report is still being written: try again in a moment', {
        headers: { 'retry-after': '1' },
      });
    },

    /** Whether the caller asked for the report holding this stored file (the files door's reach check). */
    async askedFor(caller: Caller, fileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reportFiles.id })
        .from(reportFiles)
        .where(and(eq(reportFiles.fileId, fileId), eq(reportFiles.requestedBy, caller.id)));
      return row !== undefined;
    },
  };
}
export type ReportFilesService = ReturnType<typeof reportFilesService>;
