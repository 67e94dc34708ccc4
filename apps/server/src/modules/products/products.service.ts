import { eq } from 'drizzle-orm';
import {
  productImageFields,
  type Product,
  type ProductImageField,
  type ProductOption,
  type ProductSave,
} from '@veritag/domain';
import { isReferenceViolation, pgErrorCode, uniqueViolation, type Db } from '../../db/database';
import { conflict } from '../../http/problem';
import type { Scope } from '../../platform/access';
import { customerRefs, type CustomersService } from '../customers';

export type { ProductSaver } from './product-owners';
import type { FilesService } from '../files';
import { stageImages, type ProductUploads } from './product-images';
import { productQueries } from './product-queries';
import { productRefs } from './product-refs';
import { productOwners, type ProductSaver } from './product-owners';
import { productRowOf, type ProductOwner } from './product-rows';
import { products } from './products.table';
import { productFileWithinReach } from './product-file-reach';

export type ProductRemovals = Partial<Record<ProductImageField, boolean>>;

interface Deps {
  db: Db;
  files: FilesService;
  customers: Pick<CustomersService, 'byType'>;
  publicBaseUrl: string;
}

/** The products table's one unique key is a company's GTIN: a duplicate is the caller's to fix (409). */
const refuseTakenGtin = (error: unknown): never => {
  if (pgErrorCode(error) === uniqueViolation)
    throw conflict('A product of this company already has this GTIN');
  throw error;
};

/** Rows per INSERT of an import: 40 columns x 1,000 rows stays under PostgreSQL's 65,535 parameters. */
const insertChunk = 1_000;

/** Products of a company's customers, saved with their images all or nothing. */
export function productsService({ db, files, customers, publicBaseUrl }: Deps) {
  const queries = productQueries(db, publicBaseUrl);

  const { customerIdOf, rowOf } = productOwners(customers);

  /** Runs the save's transaction with its images staged; a failure anywhere leaves no file. */
  const withImages = async <T>(
    companyId: number,
    uploads: ProductUploads,
    work: (
      tx: Db,
      ids: Partial<Record<ProductImageField, string>>,
    ) => Promise<{ result: T; cleanUp: () => Promise<void> }>,
  ) => {
    const staged = await stageImages(files, uploads, companyId);
    try {
      const { result, cleanUp } = await db.transaction(async (tx) => {
        await staged.record(tx);
        return work(tx, staged.ids);
      });
      await cleanUp();
      return result;
    } catch (error) {
      await staged.discard();
      throw error;
    }
  };

  return {
    /** For the files door: a product's image is out of reach with its product. */
    fileWithinReach: productFileWithinReach(db),
    list: queries.list,
    options: queries.options,
    count: queries.count,
    countWithOffers: queries.countWithOffers,
    publicPage: queries.publicPage,
    get: (scope: Scope, id: number) => queries.get(scope, id),

    /** A customer's products as options; another company's customer (or one the caller does not work for) is a 404. */
    async ofCustomer(scope: Scope, customerId: number): Promise<ProductOption[]> {
      await customerRefs.find(db, scope, customerId);
      const refs = await productRefs.ofCustomer(db, customerId);
      return refs.map(({ id, productCode, productName, labelSize }) => ({
        id,
        productCode,
        productName,
        labelSize,
      }));
    },

    async create(
      saver: ProductSaver,
      form: ProductSave,
      uploads: ProductUploads = {},
    ): Promise<Product> {
      const customerId = await customerIdOf(saver, form);
      // The files belong to the customer's company, known before the transaction.
      const { companyId } = await customerRefs.find(db, saver.scope, customerId);
      return withImages(companyId, uploads, async (tx, ids) => {
        const [row] = await tx
          .insert(products)
          .values({ ...(await rowOf(tx, saver, customerId, form)), ...ids })
          .returning({ id: products.id });
        return { result: await queries.get(null, row!.id, tx), cleanUp: async () => undefined };
      }).catch(refuseTakenGtin);
    },

    /** Sent images replace stored ones; `removals` drops stored ones; the rest are kept. */
    async update(
      saver: ProductSaver,
      form: ProductSave & { id: number },
      uploads: ProductUploads = {},
      removals: ProductRemovals = {},
    ): Promise<Product> {
      const before = await queries.row(db, saver.scope, form.id);
      const customerId = await customerIdOf(saver, form, before);
      return withImages(before.companyId, uploads, async (tx, ids) => {
        const stored = await queries.row(tx, saver.scope, form.id);
        const row = await rowOf(tx, saver, customerId, form, stored);
        const images = Object.fromEntries(
          productImageFields.map((field) => [
            field,
            ids[field] ?? (removals[field] ? null : stored[field]),
          ]),
        ) as Record<ProductImageField, string | null>;
        await tx
          .update(products)
          .set({ ...row, ...images, lastModifiedDate: new Date() })
          .where(eq(products.id, stored.id));
        const dropped = productImageFields.flatMap((field) =>
          stored[field] && stored[field] !== images[field] ? [stored[field]] : [],
        );
        const removeBytes = await Promise.all(dropped.map((fileId) => files.forget(tx, fileId)));
        return {
          result: await queries.get(null, stored.id, tx),
          cleanUp: async () => void (await Promise.all(removeBytes.map((step) => step()))),
        };
      }).catch(refuseTakenGtin);
    },

    /** Deletes the product and its images; a product a plant or packaging points at stays (409). */
    async remove(scope: Scope, id: number): Promise<void> {
      const removeBytes = await db
        .transaction(async (tx) => {
          const stored = await queries.row(tx, scope, id);
          await tx.delete(products).where(eq(products.id, stored.id));
          const fileIds = productImageFields.flatMap((field) =>
            stored[field] ? [stored[field]] : [],
          );
          return Promise.all(fileIds.map((fileId) => files.forget(tx, fileId)));
        })
        .catch((error: unknown) => {
          if (isReferenceViolation(error))
            throw conflict(
              'This product is used by a plant, a packaging or other records; remove it from them first',
            );
          throw error;
        });
      await Promise.all(removeBytes.map((step) => step()));
    },

    /**
     * Many products of one customer in the caller's transaction, as the spreadsheet import
     * adds them: the same rows as the form's (`productRowOf`), without images. Returns the ids.
     */
    async insertMany(
      tx: Db,
      owner: ProductOwner,
      forms: readonly Omit<ProductSave, 'customer'>[],
    ): Promise<number[]> {
      const ids: number[] = [];
      for (let start = 0; start < forms.length; start += insertChunk) {
        const rows = forms
          .slice(start, start + insertChunk)
          .map((form) => productRowOf(form, owner));
        ids.push(
          ...(await tx.insert(products).values(rows).returning({ id: products.id })).map(
            (row) => row.id,
          ),
        );
      }
      return ids;
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
