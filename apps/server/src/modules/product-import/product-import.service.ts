import { and, eq } from 'drizzle-orm';
import type { ProductImport } from '@veritag/api';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../http/multipart';
import { ApiProblem, notFound } from '../../http/problem';
import { recordScope, scopeConditions, type Caller, type Scope } from '../../platform/access';
import type { PlatformContext } from '../../platform/server-module';
import { customerRefs } from '../customers';
import type { FilesService } from '../files';
import { productImportJob } from './product-import.job';
import { productImports } from './product-imports.table';
import { sampleFile } from './sample-file';

/** Uploaded sheets are stored under this purpose, readable by whoever may follow the import. */
export const importUploadFiles = 'product-import';
/** The job run's owner: `jobs.statusOf(importOwner, id)` gives an import's state. */
const importOwner = 'productImport';
/** Spec 000 section 3: what the user reads at once. */
export const uploadStartedMessage = 'Product will upload soon...';

const formatOf = (file: UploadedFile): 'xlsx' | 'csv' => {
  if (file.extension === 'xlsx') return 'xlsx';
  if (file.extension === 'csv') return 'csv';
  // The workbook reader reads the zip-based .xlsx only; the old binary .xls is another format altogether.
  throw new ApiProblem(
    415,
    'An .xls workbook cannot be imported; save it as .xlsx (Excel Workbook) or CSV and upload again',
  );
};

/** Product uploads: the upload is stored and its job queued in one transaction; the job imports. */
export function productImportService(db: Db, files: FilesService, jobs: PlatformContext['jobs']) {
  const job = productImportJob(db, files);

  return {
    job,
    sample: sampleFile,

    /**
     * Stores the sheet and queues its import, all or nothing: the stored file's row, the import
     * and the queued job commit together, and the bytes are removed if that fails, so an upload
     * is never lost (queued without its file) nor orphaned (stored without a job).
     */
    async start(
      caller: Caller,
      customerId: number,
      file: UploadedFile,
    ): Promise<{ message: string; importId: number }> {
      const customer = await customerRefs.find(db, recordScope(caller), customerId);
      const format = formatOf(file);
      const staged = await files.store(file, importUploadFiles, customer.companyId);
      try {
        const importId = await db.transaction(async (tx) => {
          await staged.record(tx);
          const [row] = await tx
            .insert(productImports)
            .values({
              companyId: customer.companyId,
              customerId: customer.id,
              uploadFileId: staged.id,
              format,
              fileName: file.originalName || null,
              createdBy: caller.id,
            })
            .returning({ id: productImports.id });
          await jobs.queue(
            job,
            { importId: row!.id },
            { tx, owner: { owner: importOwner, ownerId: row!.id } },
          );
          return row!.id;
        });
        jobs.wake(job);
        return { message: uploadStartedMessage, importId };
      } catch (error) {
        await staged.discard();
        throw error;
      }
    },

    /**
     * How an import went: its run's state and reason, and the error file when rows failed.
     * An import of a customer the caller does not work for is not found.
     */
    async status(scope: Scope, id: number): Promise<ProductImport> {
      const where = and(
        eq(productImports.id, id),
        ...scopeConditions(scope, productImports.companyId, productImports.customerId),
      );
      // The run first, then the row: the counts are written in the run's last step, before it
      // is marked COMPLETED, so a row read after a COMPLETED run holds them. Read the other way
      // round, a run ending between the two reads showed COMPLETED with nothing imported.
      const run = await jobs.statusOf(importOwner, id);
      const [row] = await db.select().from(productImports).where(where);
      if (!row) throw notFound('Product upload');
      const state = run?.state ?? 'RUNNING';
      return {
        id: row.id,
        customerId: row.customerId,
        fileName: row.fileName,
        state,
        done: state === 'COMPLETED' ? (row.importedCount ?? 0) : (run?.done ?? 0),
        updated: state === 'COMPLETED' ? (row.updatedCount ?? 0) : null,
        total: run?.total ?? null,
        reason: run?.reason ?? null,
        errorFile: row.errorFileId ? `/api/files/${row.errorFileId}` : null,
        createdDate: row.createdDate.toISOString(),
      };
    },
  };
}
export type ProductImportService = ReturnType<typeof productImportService>;
