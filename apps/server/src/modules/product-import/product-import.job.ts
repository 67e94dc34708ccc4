import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { contentCaps } from '@veritag/domain';
import type { Db } from '../../db/database';
import { defineJob, JobFailure } from '../../platform/jobs';
import type { FilesService } from '../files';
import { customerRefs } from '../customers';
import { storeErrorFile } from './error-file';
import { importPasses } from './import-passes';
import { productImports } from './product-imports.table';
import { SpreadsheetRefused } from '../../platform/spreadsheets';
import type { SheetFormat, SheetLimits } from './sheet-reader';

/**
 * The most data rows one upload may hold: the bench's 100,000-row sheet fits, with the same
 * peak memory as 10,000 (rows are streamed and staged on disk, never kept).
 */
export const maxImportRows = 100_000;

const Checkpoint = v.variant('outcome', [
  v.object({ outcome: v.literal('imported'), count: v.number() }),
  v.object({ outcome: v.literal('refused'), badRows: v.number(), rows: v.number() }),
]);
type Checkpoint = v.InferOutput<typeof Checkpoint>;

const refusedSentence = (badRows: number, rows: number) =>
  `${badRows.toLocaleString('en-US')} of ${rows.toLocaleString('en-US')} rows have errors, so no product was imported; download the error file, correct the rows and upload again`;

const limits: SheetLimits = { maxRows: maxImportRows, spreadsheet: contentCaps.spreadsheet };

/** PostgreSQL's message for a data exception (SQLSTATE class 22: out of range, too long, invalid text), however the driver wraps it. */
function dataException(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return cause.message;
  }
  return undefined;
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The product import: every row is checked with the product form's rules first (import-passes.ts);
 * if any row fails nothing is imported and the run ends FAILED with an error file (row, column,
 * message). Otherwise every product is written in one transaction, in chunks: added, or updated
 * when the customer has a product of its code already.
 */
export function productImportJob(db: Db, files: FilesService, rowLimits: SheetLimits = limits) {
  const { check, writeAll } = importPasses(rowLimits);
  return defineJob<v.ObjectSchema<{ importId: v.NumberSchema<undefined> }, undefined>, Checkpoint>({
    name: 'products.import',
    input: v.object({ importId: v.number() }),
    checkpoint: Checkpoint,
    writes:
      'products of one customer (all in one transaction), or an error file and its id on product_imports',
    resumes:
      'checking the rows writes nothing, so a restarted attempt reads the sheet again; the products, or the error file, commit in one step with the checkpoint, which a restart reads to end as the first attempt did',
    failedReason: 'The products could not be imported',
    retries: { limit: 2, delaySeconds: 30, backoff: true },
    timeoutMinutes: 30,
    async run(ctx, { importId }) {
      const done = ctx.checkpoint;
      if (done?.outcome === 'imported') return;
      if (done?.outcome === 'refused')
        throw new JobFailure(refusedSentence(done.badRows, done.rows));

      const [upload] = await db
        .select()
        .from(productImports)
        .where(eq(productImports.id, importId));
      if (!upload) throw new JobFailure('the upload is gone');
      const customer = await customerRefs
        .find(db, upload.companyId, upload.customerId)
        .catch(() => {
          throw new JobFailure('its customer no longer exists');
        });
      const format = upload.format as SheetFormat;
      const file = await bytesOf((await files.read(upload.uploadFileId)).stream);

      const folder = await mkdtemp(path.join(tmpdir(), 'veritag-import-'));
      const staged = path.join(folder, 'rows.jsonl');
      try {
        const { rows, badRows, problems, columns, updateColumns } = await check(
          file,
          format,
          customer,
          staged,
        );
        if (badRows > 0) {
          const errorFile = await storeErrorFile(files, importId, upload.companyId, problems);
          try {
            await ctx.step(
              { checkpoint: { outcome: 'refused', badRows, rows }, done: 0, total: rows },
              async (tx) => {
                await errorFile.record(tx);
                await tx
                  .update(productImports)
                  .set({ errorFileId: errorFile.id })
                  .where(eq(productImports.id, importId));
              },
            );
          } catch (error) {
            await errorFile.discard();
            throw error;
          }
          throw new JobFailure(refusedSentence(badRows, rows));
        }
        if (rows === 0) throw new JobFailure('the sheet has no product rows under its header');
        ctx.progress(0, rows);
        await ctx
          .step(
            { checkpoint: { outcome: 'imported', count: rows }, done: rows, total: rows },
            async (tx) => {
              const { added, updated } = await writeAll(
                tx,
                staged,
                columns,
                updateColumns,
                customer.id,
              );
              await tx
                .update(productImports)
                .set({ importedCount: added + updated, updatedCount: updated })
                .where(eq(productImports.id, importId));
            },
          )
          .catch((error: unknown) => {
            // A value the form's rules let through but a column cannot hold: another attempt
            // would fail the same way, so the run ends now (the transaction left nothing).
            const refusal = dataException(error);
            throw refusal
              ? new JobFailure(
                  `a value does not fit the product table (${refusal}); nothing was imported`,
                )
              : error;
          });
      } catch (error) {
        if (error instanceof SpreadsheetRefused)
          throw new JobFailure(error.message.charAt(0).toLowerCase() + error.message.slice(1));
        throw error;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  });
}
export type ProductImportJob = ReturnType<typeof productImportJob>;
