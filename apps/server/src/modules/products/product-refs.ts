import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notFound } from '../../http/problem';
import { products } from './products.table';

export interface ProductRef {
  id: number;
  companyId: number;
  customerId: number;
  productCode: string;
  productName: string;
  labelSize: string;
}

const columns = {
  id: products.id,
  companyId: products.companyId,
  customerId: products.customerId,
  productCode: products.productCode,
  productName: products.productName,
  labelSize: products.labelSize,
};

/**
 * How other modules (plants, packaging, print data) reach a product they point at: in the
 * caller's company or not at all. `scope` null means every company (super admin).
 */
export const productRefs = {
  /** The product, or a 404 naming it, so a record never points at another company's product. */
  async find(tx: Db, scope: number | null, id: number): Promise<ProductRef> {
    const where: SQL[] = [eq(products.id, id), ...(scope === null ? [] : [eq(products.companyId, scope)])];
    const [row] = await tx.select(columns).from(products).where(and(...where));
    if (!row) throw notFound('Product');
    return row;
  },

  /** A customer's products, as the plant form's All Product Add and the dropdowns list them. */
  async ofCustomer(tx: Db, customerId: number): Promise<ProductRef[]> {
    return tx.select(columns).from(products).where(eq(products.customerId, customerId)).orderBy(products.productCode, products.id);
  },
};
