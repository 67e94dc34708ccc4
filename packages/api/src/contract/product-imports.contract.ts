import * as v from 'valibot';
import { access, IdParamsSchema } from '@veritag/domain';
import { defineCall } from './define-call';

/**
 * Spec 000 section 6: Upload Products is offered with the Customer privilege at level 1; the
 * import's outcome is read with the same rule (the upload route also asks Product at level 2).
 */
export const productImportAccess = access.company('Customer', 1);

/** The upload's reply: the spec's message, and the import whose outcome the user can follow. */
export const ProductImportStartedSchema = v.object({ message: v.string(), importId: v.number() });

/** A product import as the user follows it: the job run's state, and the error file when it failed on rows. */
export const ProductImportSchema = v.object({
  id: v.number(),
  customerId: v.number(),
  fileName: v.nullable(v.string()),
  state: v.picklist(['RUNNING', 'COMPLETED', 'FAILED']),
  /** Products imported (COMPLETED) or rows read so far. */
  done: v.number(),
  /**
   * Of the products imported, those the customer had already (the same product code): updated
   * with the sheet's columns, not added twice. Null unless COMPLETED.
   */
  updated: v.nullable(v.number()),
  total: v.nullable(v.number()),
  /** Why it failed, as a sentence; null unless FAILED. */
  reason: v.nullable(v.string()),
  /** `/api/files/{id}`: row, column, message of every problem found (the first 1,000); null unless rows failed. */
  errorFile: v.nullable(v.string()),
  createdDate: v.string(),
});
export type ProductImport = v.InferOutput<typeof ProductImportSchema>;

export const productImportCalls = {
  status: defineCall({
    method: 'GET',
    path: '/product/imports/:id',
    access: productImportAccess,
    summary:
      'The outcome of a product upload: RUNNING, COMPLETED or FAILED with its reason and error file.',
    params: IdParamsSchema,
    reply: ProductImportSchema,
    ours: 'the spec shows no way to learn how an upload ended; the import runs as a background job',
  }),
} as const;
