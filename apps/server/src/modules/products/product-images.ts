import { productImageFields, type ProductImageField } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../http/multipart';
import { badRequest, fieldError } from '../../http/problem';
import type { FilesService } from '../files';

/** What the files of product images are stored as; the routes register the module as their owner. */
export const productImageFiles = 'product-image';

export type ProductUploads = Partial<Record<ProductImageField, UploadedFile>>;

const isImageField = (stem: string): stem is ProductImageField =>
  (productImageFields as readonly string[]).includes(stem);

/**
 * Spec 002 section 7: every image is a part named `file`, and its file name's stem says
 * which image it is (productImage.png). Another stem, or the same image twice, is refused:
 * guessing would put a picture in the wrong place on the consumer's screen.
 */
export function uploadsByStem(files: readonly UploadedFile[]): ProductUploads {
  const uploads: ProductUploads = {};
  for (const file of files) {
    const stem = file.originalName.replace(/\.[^.]*$/, '');
    if (!isImageField(stem)) {
      throw badRequest(`Image file names must be one of ${productImageFields.join(', ')}`, [
        fieldError('file', `Unknown image '${file.originalName}'`),
      ]);
    }
    if (uploads[stem])
      throw badRequest(`Only one ${stem} may be uploaded`, [
        fieldError('file', `${stem} was sent twice`),
      ]);
    uploads[stem] = file;
  }
  return uploads;
}

export interface StagedImages {
  /** The new file id of each uploaded image. */
  ids: Partial<Record<ProductImageField, string>>;
  /** Records the files' rows; run it inside the product's transaction. */
  record: (tx: Db) => Promise<void>;
  /** Removes the bytes again when the product's transaction failed. */
  discard: () => Promise<void>;
}

/**
 * Writes the bytes of every upload before the transaction (storage is not transactional);
 * if one write fails, the ones already written are removed, so a failed save leaves no file.
 */
export async function stageImages(
  files: FilesService,
  uploads: ProductUploads,
  companyId: number,
): Promise<StagedImages> {
  const staged: { field: ProductImageField; file: Awaited<ReturnType<FilesService['store']>> }[] =
    [];
  const discard = async () => {
    await Promise.all(staged.map(({ file }) => file.discard()));
  };
  try {
    for (const [field, upload] of Object.entries(uploads) as [ProductImageField, UploadedFile][]) {
      staged.push({ field, file: await files.store(upload, productImageFiles, companyId) });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    ids: Object.fromEntries(staged.map(({ field, file }) => [field, file.id])),
    record: async (tx) => {
      for (const { file } of staged) await file.record(tx);
    },
    discard,
  };
}
