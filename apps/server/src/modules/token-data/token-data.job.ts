import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { validUptoDateOf } from '@veritag/domain';
import type { Database } from '../../db/database';
import { defineJob, JobFailure, type JobContext } from '../../platform/jobs';
import type { CodesService } from '../codes';
import type { FilesService } from '../files';
import { tokenData } from './token-data.table';
import { packsOf, tokenFileStream } from './token-file';

/** The codes' owner in the code service: `{ kind: tokenDataCodeKind, id: token data id }`. */
export const tokenDataCodeKind = 'tokenData';
/** The token file's stored-file purpose; only this module's download route serves it. */
export const tokenFilePurpose = 'token-data-file';

/**
 * Codes issued per step: PGlite runs a statement on the main thread, so its steps stay at
 * about 2,000 rows (tens of milliseconds, decision 0028).
 */
export const defaultCodesPerStep = { postgres: 20_000, pglite: 2_000 } as const;
/** Past a PostgreSQL integer (stored_files.byte_size); 1,000,000 rows take about 60 MB. */
const maxTokenFileBytes = 2_000_000_000;

const Input = v.object({
  tokenDataId: v.number(),
  codesPerStep: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Codes read per query while the token file is written; tests make it small to kill a write half way. */
  rowsPerRead: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
const Checkpoint = v.object({ issued: v.number() });
type Checkpoint = v.InferOutput<typeof Checkpoint>;
type Row = typeof tokenData.$inferSelect;

export interface TokenDataJobDeps {
  database: Database;
  codes: CodesService;
  files: FilesService;
  clock: () => Date;
}

/** `token-data-42.csv`: the token file's name, as the list offers it. */
export const tokenFileName = (id: number) => `token-data-${id}.csv`;

/**
 * The token data job: (1) issues the file's codes a step at a time, each step committing its
 * codes with the count on the row; (2) writes the token file straight into storage; (3) one
 * step records that file and marks the row COMPLETED.
 */
export function tokenDataJob(deps: TokenDataJobDeps) {
  const { database, codes } = deps;
  const db = database.db;
  return defineJob<typeof Input, Checkpoint>({
    name: 'tokenData.generate',
    input: Input,
    checkpoint: Checkpoint,
    writes:
      "the file's codes (codes table) with token_data.codes_issued, then its token file (stored_files) and its COMPLETED status",
    resumes:
      'each step commits its codes together with codes_issued on the row, so any attempt, and a new run after FAILED, continues after the codes already issued and issues none twice; a token file cut off half way is never recorded (its bytes are discarded, or swept at start) and is written again whole from the issued codes; the file and COMPLETED commit together',
    failedReason: 'The token file could not be made',
    // A crash or a deploy costs an attempt, and each resumes where the last step left off.
    retries: { limit: 8, delaySeconds: 1, backoff: false },
    timeoutMinutes: 120,
    concurrency: 2,
    async announce(tx, { tokenDataId }) {
      const [row] = await tx
        .select({ companyId: tokenData.companyId })
        .from(tokenData)
        .where(eq(tokenData.id, tokenDataId));
      return (
        row && {
          companyId: row.companyId,
          data: { tokenDataId, file: `/api/ap-utilities/${tokenDataId}/file` },
        }
      );
    },
    async run(ctx, { tokenDataId, codesPerStep, rowsPerRead }) {
      const [row] = await db.select().from(tokenData).where(eq(tokenData.id, tokenDataId));
      if (!row) throw new JobFailure('the token data no longer exists');
      if (row.status === 'COMPLETED') return;
      await issueCodes(ctx, row, codesPerStep);
      await writeTokenFile(ctx, row, rowsPerRead);
    },
  });

  async function issueCodes(ctx: JobContext<Checkpoint>, row: Row, codesPerStep: number) {
    const total = row.quantity;
    for (let issued = row.codesIssued; issued < total;) {
      const count = Math.min(codesPerStep, total - issued);
      const from = issued;
      await ctx.step(
        { checkpoint: { issued: from + count }, done: from + count, total: 2 * total },
        async (tx) => {
          // The count on the row is the fence: a write from a count nobody holds any more is a bug, not a retry.
          const moved = await tx
            .update(tokenData)
            .set({ codesIssued: from + count })
            .where(and(eq(tokenData.id, row.id), eq(tokenData.codesIssued, from)))
            .returning({ id: tokenData.id });
          if (moved.length === 0)
            throw new Error(`Token data ${row.id} no longer has ${from} codes issued`);
          await codes.issue(tx, {
            companyId: row.companyId,
            batch: { kind: tokenDataCodeKind, id: row.id },
            count,
          });
        },
      );
      issued += count;
    }
  }

  async function writeTokenFile(
    ctx: JobContext<Checkpoint>,
    row: Row,
    rowsPerRead: number | undefined,
  ) {
    const total = row.quantity;
    const upload = await deps.files
      .read(row.uploadFileId)
      .catch((error: NodeJS.ErrnoException & { statusCode?: number }) => {
        if (error.code === 'ENOENT' || error.statusCode === 404)
          throw new JobFailure('the uploaded CSV file is missing from storage');
        throw error;
      });
    const packs = packsOf(upload.stream);
    try {
      const file = tokenFileStream({
        db,
        codes,
        batch: { kind: tokenDataCodeKind, id: row.id },
        packs,
        ...(rowsPerRead ? { rowsPerRead } : {}),
        packSize: row.packSize,
        quantity: total,
        validUptoDate: validUptoDateOf(row.createdOn, row.validUpto),
        onRows: (written) => ctx.progress(total + written, 2 * total),
      });
      const name = tokenFileName(row.id);
      const staged = await deps.files.storeStream(
        file.stream,
        { extension: 'csv', contentType: 'text/csv', fileName: name, maxBytes: maxTokenFileBytes },
        tokenFilePurpose,
        row.companyId,
      );
      try {
        await ctx.step(
          { checkpoint: { issued: total }, done: 2 * total, total: 2 * total },
          async (tx) => {
            await staged.record(tx);
            await tx
              .update(tokenData)
              .set({
                status: 'COMPLETED',
                tokenFileId: staged.id,
                tokenFileBytes: file.bytes(),
                completedOn: deps.clock(),
              })
              .where(eq(tokenData.id, row.id));
          },
        );
      } catch (error) {
        await staged.discard();
        throw error;
      }
    } finally {
      await packs.return(undefined);
      (upload.stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    }
  }
}
export type TokenDataJob = ReturnType<typeof tokenDataJob>;
