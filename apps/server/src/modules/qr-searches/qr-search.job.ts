import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { codeOfIdentifier } from '@veritag/domain';
import type { Db } from '../../db/database';
import { ApiProblem } from '../../http/problem';
import { defineJob, JobFailure } from '../../platform/jobs';
import type { CodesService } from '../codes';
import type { FilesService } from '../files';
import type { TraceService } from '../trace';
import { qrSearches } from './qr-searches.table';

/** Search files are stored under this purpose and served by the search's own download only. */
export const qrSearchFilePurpose = 'qr-search';
/** A code's history is one document built in memory by the trace door; past this it is not a file anyone reads. */
const maxHistoryBytes = 256 * 1024 ** 2;

export interface QrSearchJobDeps {
  db: Db;
  codes: CodesService;
  trace: TraceService;
  files: FilesService;
}

/**
 * The search's code as the platform issued it, when it is one of the search's customer's codes;
 * undefined otherwise. Never issued, another company's and another customer's answer the same.
 */
async function ownCode(
  { db, codes }: QrSearchJobDeps,
  search: { qrCode: string; companyId: number; customerId: number },
) {
  const code = codeOfIdentifier(search.qrCode);
  if (typeof code !== 'string') return undefined;
  const [issued] = (await codes.findMany(db, [code])).filter(
    (found) => found.companyId === search.companyId,
  );
  if (!issued || (await codes.describeBatch(db, issued.batch))?.customerId !== search.customerId)
    return undefined;
  return issued;
}

/**
 * Compiles a searched code's whole history (the trace door's EPCIS 2.0 document) into a JSON
 * file and marks the search COMPLETED, or NOT_FOUND. The file and the status are committed in
 * one step, so a search is never COMPLETED without its file.
 */
export function qrSearchJob(deps: QrSearchJobDeps) {
  const { db, trace, files } = deps;
  return defineJob({
    name: 'qrSearches.compile',
    input: v.object({ searchId: v.number() }),
    writes:
      "the code's history as EPCIS JSON (stored_files) and qr_searches.status, code_id and file_id",
    resumes:
      'a search already COMPLETED or NOT_FOUND is done; otherwise the document is built and written again from the start (a file cut off half way is never recorded, its bytes are discarded or swept at start)',
    failedReason: "The code's history could not be compiled",
    retries: { limit: 2, delaySeconds: 2, backoff: false },
    timeoutMinutes: 15,
    async run(ctx, { searchId }) {
      const [search] = await db.select().from(qrSearches).where(eq(qrSearches.id, searchId));
      if (!search) throw new JobFailure('the search no longer exists');
      if (search.status !== 'PENDING') return;
      const issued = await ownCode(deps, search);
      const history =
        issued &&
        (await trace.historyOf({ companyId: search.companyId }, issued.code).catch(unlessNotFound));
      if (!issued || !history) {
        await ctx.step({ checkpoint: {}, done: 1, total: 1 }, (tx) =>
          tx.update(qrSearches).set({ status: 'NOT_FOUND' }).where(eq(qrSearches.id, searchId)),
        );
        return;
      }
      const json = Readable.from([JSON.stringify(history, null, 2)]);
      const fileName = `qr-search-${searchId}.json`;
      const stored = await files.storeStream(
        json,
        { extension: 'json', contentType: 'application/json', fileName, maxBytes: maxHistoryBytes },
        qrSearchFilePurpose,
        search.companyId,
      );
      try {
        await ctx.step({ checkpoint: {}, done: 1, total: 1 }, async (tx) => {
          await stored.record(tx);
          await tx
            .update(qrSearches)
            .set({ status: 'COMPLETED', codeId: issued.id, fileId: stored.id })
            .where(eq(qrSearches.id, searchId));
        });
      } catch (error) {
        await stored.discard();
        throw error;
      }
    },
  });
}

/** The trace door answers a code it does not reach with a 404: here that is a search that found nothing. */
function unlessNotFound(error: unknown): undefined {
  if (error instanceof ApiProblem && error.status === 404) return undefined;
  throw error;
}
