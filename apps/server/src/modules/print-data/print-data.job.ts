import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { printDataFileKinds, type PrintDataFileKind } from '@veritag/domain';
import type { Database } from '../../db/database';
import { defineJob, JobFailure, type JobContext } from '../../platform/jobs';
import { maxXlsxDataRows } from '../../platform/reports';
import type { CodesService } from '../codes';
import type { FilesService } from '../files';
import { batchOf, printFileName, printFileSpec, rotoQrSheet } from './print-files';
import { printData, printDataFiles } from './print-data.table';
import { serialNumbersOf } from './serial-numbers';

/** Generated print files are stored under this purpose; the print data module serves them. */
export const printFilePurpose = 'print-data-file';
/** A CSV of ten million codes is about a gigabyte; this is the bound of one file. */
const maxPrintFileBytes = 4 * 1024 ** 3 - 1;

const Input = v.object({ printDataId: v.number(), codesPerStep: v.number() });
const Checkpoint = v.object({
  issued: v.number(),
  files: v.optional(v.array(v.picklist(printDataFileKinds)), []),
});
type Checkpoint = v.InferOutput<typeof Checkpoint>;
type Row = typeof printData.$inferSelect;

export interface PrintDataJobDeps {
  database: Database;
  codes: CodesService;
  files: FilesService;
  publicBaseUrl: string;
}

/** Codes per step: tens of milliseconds of database work, as the job runtime asks (more on PostgreSQL, which does not block requests). */
export const defaultCodesPerStep = { postgres: 50_000, pglite: 10_000 } as const;

/**
 * A print run's generation: (1) its codes, a step at a time, each committed with the
 * checkpoint; (2) its files one by one (CSV; Excel when the run fits a sheet; the roto QR
 * sheet for a microsite run), each recorded in its step; the last step also marks the run
 * COMPLETED with its first and last code.
 */
export function generatePrintDataJob(deps: PrintDataJobDeps) {
  const { database, codes, files } = deps;
  const db = database.db;
  return defineJob<typeof Input, Checkpoint>({
    name: 'printData.generate',
    input: Input,
    checkpoint: Checkpoint,
    writes:
      "the run's codes (codes table), its files (stored_files and print_data_files) and its COMPLETED status",
    resumes:
      'codes committed with the checkpoint are kept and issuing continues after them; each finished file is recorded with its step and skipped on restart; a file cut off half way is never recorded (its bytes are discarded, or swept at start)',
    failedReason: 'The print file could not be generated',
    retries: { limit: 8, delaySeconds: 1, backoff: false },
    timeoutMinutes: 240,
    async announce(tx, { printDataId }) {
      const [row] = await tx
        .select({ companyId: printData.companyId })
        .from(printData)
        .where(eq(printData.id, printDataId));
      return (
        row && {
          companyId: row.companyId,
          data: { printDataId, files: `/api/print-data/${printDataId}/files/{csv,xlsx,svg}` },
        }
      );
    },
    async run(ctx, { printDataId, codesPerStep }) {
      const [row] = await db.select().from(printData).where(eq(printData.id, printDataId));
      if (!row) throw new JobFailure('the print data no longer exists');
      if (row.genStatus === 'COMPLETED') return;
      await issueCodes(ctx, row, codesPerStep);
      const serials = row.serialCsvFileId
        ? serialNumbersOf(await serialCsv(row.serialCsvFileId), row.quantity)
        : undefined;
      const kinds: PrintDataFileKind[] = [
        'csv',
        ...(row.quantity <= maxXlsxDataRows ? (['xlsx'] as const) : []),
        ...(row.generation === 'microsite' ? (['svg'] as const) : []),
      ];
      const written = [...(ctx.checkpoint?.files ?? [])];
      for (const kind of kinds.filter((one) => !written.includes(one))) {
        const stored = await writeFile(row, kind, serials);
        const last = kinds.every((one) => one === kind || written.includes(one));
        const ends = last ? await firstAndLast(row) : undefined;
        try {
          await ctx.step(
            {
              checkpoint: { issued: row.quantity, files: [...written, kind] },
              done: row.quantity,
              total: row.quantity,
            },
            async (tx) => {
              await stored.record(tx);
              await tx
                .insert(printDataFiles)
                .values({ printDataId: row.id, kind, fileId: stored.id });
              if (ends)
                await tx
                  .update(printData)
                  .set({ genStatus: 'COMPLETED', firstCode: ends.first, lastCode: ends.last })
                  .where(eq(printData.id, row.id));
            },
          );
        } catch (error) {
          await stored.discard();
          throw error;
        }
        written.push(kind);
      }
    },
  });

  async function issueCodes(ctx: JobContext<Checkpoint>, row: Row, codesPerStep: number) {
    const settings = { type: row.codeType, length: row.digit };
    // A new run after a FAILED one starts without a checkpoint, but the codes the failed run
    // committed are kept: it issues after them, or the run would hold its quantity twice.
    for (
      let issued = ctx.checkpoint?.issued ?? (await codes.countOf(db, batchOf(row)));
      issued < row.quantity;
    ) {
      const count = Math.min(codesPerStep, row.quantity - issued);
      await ctx.step(
        {
          checkpoint: { issued: issued + count, files: [] },
          done: issued + count,
          total: row.quantity,
        },
        (tx) => codes.issue(tx, { companyId: row.companyId, batch: batchOf(row), count, settings }),
      );
      issued += count;
    }
  }

  async function writeFile(
    row: Row,
    kind: PrintDataFileKind,
    serials: readonly string[] | undefined,
  ) {
    const sources = { db, codes, publicBaseUrl: deps.publicBaseUrl };
    if (kind === 'svg') {
      const buffer = await rotoQrSheet(sources, row);
      return files.store(
        {
          buffer,
          contentType: 'image/svg+xml',
          extension: 'svg',
          originalName: printFileName(row.id, kind),
        },
        printFilePurpose,
        row.companyId,
      );
    }
    return files.storeReport(
      printFileSpec(sources, row, kind, serials),
      printFileName(row.id, kind).replace(/\.\w+$/, ''),
      printFilePurpose,
      row.companyId,
      maxPrintFileBytes,
    );
  }

  async function firstAndLast(row: Row) {
    const first = await codes.codesOf(db, batchOf(row), { size: 1 }).next();
    const last = await codes
      .codesOf(db, batchOf(row), { afterSeq: row.quantity - 1, size: 1 })
      .next();
    if (first.done || last.done) throw new JobFailure('its codes are missing');
    return { first: first.value[0]!.code, last: last.value[0]!.code };
  }

  /** The serial number CSV saved with the run; bytes lost from storage will not come back on another attempt. */
  async function serialCsv(fileId: string): Promise<Buffer> {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of (await files.read(fileId)).stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if (
        (error as NodeJS.ErrnoException).code === 'ENOENT' ||
        (error as { statusCode?: number }).statusCode === 404
      )
        throw new JobFailure('its serial number CSV is missing from storage');
      throw error;
    }
  }
}
export type GeneratePrintDataJob = ReturnType<typeof generatePrintDataJob>;
