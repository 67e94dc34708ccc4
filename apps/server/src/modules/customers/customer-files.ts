import type { Db } from '../../db/database';
import type { UploadedFile } from '../../http/multipart';
import type { FilesService } from '../files';

/** What each upload of the customer form is stored as; the routes register the module as their owner. */
export const customerFilePurposes = {
  customerLogo: 'customer-logo',
  productContentUrl: 'customer-product-content',
  brochureUrl: 'customer-brochure',
} as const;
export type CustomerUploadName = keyof typeof customerFilePurposes;
export type CustomerUploads = Partial<Record<CustomerUploadName, UploadedFile>>;

/** The customers column that holds each upload's stored file. */
export const fileColumnOf = {
  customerLogo: 'logoFileId',
  productContentUrl: 'productContentFileId',
  brochureUrl: 'brochureFileId',
} as const satisfies Record<CustomerUploadName, string>;
export type FileColumn = (typeof fileColumnOf)[CustomerUploadName];

/**
 * The bytes of every upload written before the transaction: `record` inserts their rows in
 * it, `discard` removes the bytes when it fails, so a failed save leaves no file behind.
 */
export async function stageUploads(
  files: FilesService,
  uploads: CustomerUploads,
  companyId: number,
) {
  const staged: { column: FileColumn; file: Awaited<ReturnType<FilesService['store']>> }[] = [];
  const discard = async () => {
    await Promise.all(staged.map(({ file }) => file.discard()));
  };
  try {
    for (const name of Object.keys(customerFilePurposes) as CustomerUploadName[]) {
      const upload = uploads[name];
      if (upload)
        staged.push({
          column: fileColumnOf[name],
          file: await files.store(upload, customerFilePurposes[name], companyId),
        });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    /** The new file id of each column that got an upload. */
    columns: Object.fromEntries(staged.map(({ column, file }) => [column, file.id])) as Partial<
      Record<FileColumn, string>
    >,
    record: async (tx: Db) => {
      for (const { file } of staged) await file.record(tx);
    },
    discard,
  };
}
