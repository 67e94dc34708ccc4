import { asc, eq } from 'drizzle-orm';
import type { TokenFileKind } from '@veritag/domain';
import type { Database } from '../../db/database';
import type { JobContext, JobTransaction } from '../../platform/jobs';
import { csvField } from '../../platform/reports';
import type { CodeBatch, CodeRow, CodesService } from '../codes';
import type { FilesService } from '../files';
import type { LabelSetup, PreparedLabels } from '../labels';
import { batchFileName, writeBatchFile, writeLines, type WrittenFile } from './batch-files';
import { templateHistories, templateHistoryFiles } from './template-histories.table';

export type BatchRow = typeof templateHistories.$inferSelect;
type FileRow = typeof templateHistoryFiles.$inferSelect;

export interface RenderDeps {
  database: Database;
  codes: CodesService;
  files: FilesService;
  ctx: JobContext<{ issued: number }>;
  batch: BatchRow;
  prepared: { setup: LabelSetup; labels: PreparedLabels };
  codeBatch: CodeBatch;
}

/** How many PDF files a batch makes, and which labels go in part `part` (1-based). */
export const partsOf = (quantity: number, labelsPerFile: number) =>
  Math.ceil(quantity / labelsPerFile);
const partRange = (batch: BatchRow, part: number) => ({
  from: (part - 1) * batch.labelsPerFile + 1,
  to: Math.min(part * batch.labelsPerFile, batch.quantity),
});

/**
 * Writes the batch's files in order (PDF parts, codes CSV, URLs CSV, manifest), each straight
 * to storage and recorded in its own step, so a restart skips the finished ones and a file cut
 * off half way is never recorded. The manifest's step marks the batch COMPLETED.
 */
export async function renderBatchFiles(deps: RenderDeps): Promise<void> {
  const { database, codes, files, ctx, batch, prepared, codeBatch } = deps;
  const db = database.db;
  const total = batch.quantity;
  const parts = partsOf(total, batch.labelsPerFile);
  const done = await db
    .select()
    .from(templateHistoryFiles)
    .where(eq(templateHistoryFiles.batchId, batch.id))
    .orderBy(asc(templateHistoryFiles.part));
  const has = (kind: TokenFileKind, part = 1) =>
    done.some((file) => file.kind === kind && file.part === part);
  let labelsDone = done
    .filter((file) => file.kind === 'pdf')
    .reduce((sum, file) => sum + file.labels, 0);
  ctx.progress(labelsDone, total);

  /** Records a written file and the progress in one step; the bytes are removed if that fails. */
  const record = async (
    kind: TokenFileKind,
    part: number,
    name: string,
    labels: number,
    written: WrittenFile,
    also?: (tx: JobTransaction) => Promise<unknown>,
  ) => {
    const row: FileRow = {
      batchId: batch.id,
      kind,
      part,
      fileId: written.staged.id,
      name,
      bytes: written.bytes,
      sha256: written.sha256,
      labels,
    };
    try {
      await ctx.step({ checkpoint: { issued: total }, done: labelsDone, total }, async (tx) => {
        await written.staged.record(tx);
        await tx.insert(templateHistoryFiles).values(row);
        await also?.(tx);
      });
    } catch (error) {
      await written.staged.discard();
      throw error;
    }
    done.push(row);
  };
  const write = (
    kind: TokenFileKind,
    name: string,
    produce: (out: NodeJS.WritableStream) => Promise<unknown>,
  ) => writeBatchFile(files, { kind, name, companyId: batch.companyId }, produce);

  for (let part = 1; part <= parts; part++) {
    if (has('pdf', part)) continue;
    const { from, to } = partRange(batch, part);
    const before = labelsDone;
    const name = batchFileName(batch.id, 'pdf', part, parts);
    const written = await write('pdf', name, (out) =>
      prepared.labels.render(labelsBetween(codes, db, codeBatch, from, to), out, (labels) =>
        ctx.progress(before + labels, total),
      ),
    );
    labelsDone = before + (to - from + 1);
    await record('pdf', part, name, to - from + 1, written);
  }

  const csv = async (kind: 'codes' | 'urls', header: string, cell: (row: CodeRow) => string) => {
    if (has(kind)) return;
    const name = batchFileName(batch.id, kind, 1, parts);
    const written = await write(kind, name, (out) =>
      writeLines(out, csvLines(header, labelsBetween(codes, db, codeBatch, 1, total), cell)),
    );
    await record(kind, 1, name, total, written);
  };
  await csv('codes', 'seq,code', (row) => row.code);
  await csv('urls', 'seq,url', (row) => csvField(prepared.setup.urlOf(row.code)));

  const first = await firstCodeOf(codes, db, codeBatch, 1);
  const last = await firstCodeOf(codes, db, codeBatch, total);
  const manifest = JSON.stringify(manifestOf(batch, parts, first, last, done), null, 2) + '\n';
  const name = batchFileName(batch.id, 'manifest', 1, parts);
  const written = await write('manifest', name, (out) => writeLines(out, once(manifest)));
  await record('manifest', 1, name, total, written, (tx) =>
    tx
      .update(templateHistories)
      .set({ status: 'COMPLETED', firstCode: first, lastCode: last })
      .where(eq(templateHistories.id, batch.id)),
  );
}

/** The manifest beside the batch's files: what was made from which revision, and each file's size and SHA-256. */
export function manifestOf(
  batch: BatchRow,
  parts: number,
  firstCode: string,
  lastCode: string,
  files: readonly FileRow[],
) {
  const order: TokenFileKind[] = ['pdf', 'codes', 'urls'];
  return {
    batch: batch.id,
    template: {
      id: batch.templateId,
      description: batch.templateDescription,
      revision: batch.revisionId,
    },
    customer: batch.customerName,
    count: batch.quantity,
    firstCode,
    lastCode,
    labelsPerFile: batch.labelsPerFile,
    parts,
    createdDate: batch.createdDate.toISOString(),
    files: files
      .filter((file) => file.kind !== 'manifest')
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.part - b.part)
      .map(({ kind, part, name, bytes, sha256, labels }) => ({
        kind,
        part,
        name,
        labels,
        bytes,
        sha256,
      })),
  };
}

/** The labels seq `from` to `to` of the batch, in order, a few thousand at a time. */
async function* labelsBetween(
  codes: CodesService,
  db: Database['db'],
  batch: CodeBatch,
  from: number,
  to: number,
): AsyncGenerator<CodeRow[]> {
  for await (const rows of codes.codesOf(db, batch, {
    afterSeq: from - 1,
    size: Math.min(2_000, to - from + 1),
  })) {
    const wanted = rows.filter((row) => row.seq <= to);
    if (wanted.length > 0) yield wanted;
    if (rows.at(-1)!.seq >= to) return;
  }
}

async function firstCodeOf(
  codes: CodesService,
  db: Database['db'],
  batch: CodeBatch,
  seq: number,
): Promise<string> {
  for await (const rows of codes.codesOf(db, batch, { afterSeq: seq - 1, size: 1 }))
    return rows[0]!.code;
  throw new Error(`Batch ${batch.id} has no code ${seq}`);
}

async function* csvLines(
  header: string,
  chunks: AsyncIterable<CodeRow[]>,
  cell: (row: CodeRow) => string,
): AsyncGenerator<string> {
  yield `${header}\r\n`;
  for await (const rows of chunks) yield rows.map((row) => `${row.seq},${cell(row)}\r\n`).join('');
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}
