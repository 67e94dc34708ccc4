import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { defineJob, JobFailure, type JobContext } from '../../platform/jobs';
import type { CodesService } from '../codes';
import type { FilesService } from '../files';
import { LabelSetupProblem, type LabelEngine } from '../labels';
import { printedExpiry, type GenerationTemplates } from './generation-sources';
import { renderBatchFiles, type BatchRow } from './render-batch';
import { templateHistories } from './template-histories.table';

/** The codes' owner in the code service: `{ kind: batchCodeKind, id: batch id }`. */
export const batchCodeKind = 'templateHistory';

/**
 * Codes issued per step: PGlite runs a statement on the main thread, so its steps stay at
 * about 2,000 rows (tens of milliseconds, decision 0028).
 */
export const defaultCodesPerStep = { postgres: 20_000, pglite: 2_000 } as const;

const Input = v.object({
  batchId: v.number(),
  codesPerStep: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
const Checkpoint = v.object({ issued: v.number() });
type Checkpoint = v.InferOutput<typeof Checkpoint>;

export interface GenerateJobDeps {
  database: Database;
  codes: CodesService;
  files: FilesService;
  engine: LabelEngine;
  templates: GenerationTemplates;
}

/**
 * The batch job: (1) issues the batch's codes a step at a time, each step committing its codes
 * with the checkpoint; (2) renders the files one by one, each recorded with its step; (3) the
 * manifest's step also marks the batch COMPLETED.
 */
export function generateBatchJob(deps: GenerateJobDeps) {
  const { database, codes } = deps;
  const db = database.db;
  return defineJob<typeof Input, Checkpoint>({
    name: 'templateHistories.generate',
    input: Input,
    checkpoint: Checkpoint,
    writes:
      "the batch's codes (codes table), its files (stored_files and template_history_files) and its COMPLETED status",
    resumes:
      'codes committed with the checkpoint are kept and issuing continues after them; each finished file is recorded with its step and skipped on restart, a file cut off half way is never recorded (its bytes are discarded, or swept at start); the manifest and COMPLETED commit together',
    failedReason: 'The labels could not be generated',
    // A crash or a deploy costs an attempt, and each resumes where the last step left off.
    retries: { limit: 8, delaySeconds: 1, backoff: false },
    timeoutMinutes: 240,
    concurrency: 2,
    async announce(tx, { batchId }) {
      const [row] = await tx
        .select({ companyId: templateHistories.companyId })
        .from(templateHistories)
        .where(eq(templateHistories.id, batchId));
      return (
        row && {
          companyId: row.companyId,
          data: {
            batchId,
            files: `/api/template-histories/${batchId}/files/{pdf,codes,urls,manifest}`,
          },
        }
      );
    },
    async run(ctx, { batchId, codesPerStep }) {
      const [batch] = await db
        .select()
        .from(templateHistories)
        .where(eq(templateHistories.id, batchId));
      if (!batch) throw new JobFailure('the batch no longer exists');
      if (batch.status === 'COMPLETED') return;
      await issueCodes(ctx, batch, codesPerStep);
      const prepared = await prepareLabels(deps, batch);
      await renderBatchFiles({
        ...deps,
        ctx,
        batch,
        prepared,
        codeBatch: { kind: batchCodeKind, id: batch.id },
      });
    },
  });

  async function issueCodes(ctx: JobContext<Checkpoint>, batch: BatchRow, codesPerStep: number) {
    const total = batch.quantity;
    for (let issued = ctx.checkpoint?.issued ?? 0; issued < total;) {
      const count = Math.min(codesPerStep, total - issued);
      await ctx.step({ checkpoint: { issued: issued + count }, done: 0, total }, (tx) =>
        codes.issue(tx, {
          companyId: batch.companyId,
          batch: { kind: batchCodeKind, id: batch.id },
          count,
        }),
      );
      issued += count;
    }
  }
}
export type GenerateBatchJob = ReturnType<typeof generateBatchJob>;

/** The engine's setup, checked and embedded once; a problem the user can mend fails the run with its sentence. */
async function prepareLabels({ templates, engine, files }: GenerateJobDeps, batch: BatchRow) {
  try {
    const artwork = batch.artworkFileId ? await artworkOf(files, batch.artworkFileId) : undefined;
    const setup = await templates.labelSetupFor(batch.revisionId, {
      ...(artwork ? { artwork } : {}),
      batch: {
        customer: batch.customerName,
        quantity: batch.quantity,
        expiry: printedExpiry(batch.createdDate, batch.expirationMonths),
        poNumber: batch.poNumber,
        productDescription: batch.productDescription,
      },
    });
    return { setup, labels: await engine.prepare(setup) };
  } catch (error) {
    if (error instanceof LabelSetupProblem) throw new JobFailure(lowerFirst(error.message));
    if ((error as { statusCode?: number }).statusCode === 404)
      throw new JobFailure('its template or design revision no longer exists');
    throw error;
  }
}

/** The Generate dialog's PDF; bytes lost from storage will not come back on another attempt. */
async function artworkOf(files: FilesService, fileId: string): Promise<Uint8Array> {
  try {
    return await bytesOf((await files.read(fileId)).stream);
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as { statusCode?: number }).statusCode === 404
    ) {
      throw new JobFailure("the batch's PDF file is missing from storage");
    }
    throw error;
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
