import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerScope, type Caller } from '../../platform/access';
import { products } from './products.table';

const imageColumns = [
  products.productImage,
  products.labelImageUrl,
  products.imageOnIdentification,
  products.imageOnOtp,
  products.imageOnRegistration,
  products.imageOnUploadInvoice,
] as const;

/**
 * Whether a product's image belongs to a product of a customer the caller works for: a user
 * limited to chosen customers gets 404 for another customer's, as for the product.
 */
export const productFileWithinReach =
  (db: Db) =>
  async (caller: Caller, fileId: string): Promise<boolean> => {
    const ids = customerScope(caller);
    if (ids === null) return true;
    const holds = or(...imageColumns.map((column) => eq(column, fileId)));
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.customerId, [...ids]), holds))
      .limit(1);
    return row !== undefined;
  };
