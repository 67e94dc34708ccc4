import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notFound } from '../../http/problem';
import { scopeConditions, type Scope } from '../../platform/access';
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
 * caller's company, and of the caller's customers when they are limited to some, or not at
 * all. `scope` null means every company (super admin).
 */
export const productRefs = {
  /** The product, or a 404 naming it, so a record never points at another company's product. */
  async find(tx: Db, scope: Scope, id: number): Promise<ProductRef> {
    const where = and(eq(products.id, id), ...scopeConditions(scope, products.companyId, products.customerId));
    const [row] = await tx.select(columns).from(products).where(where);
    if (!row) throw notFound('Product');
    return row;
  },

  /** A customer's products, as the plant form's All Product Add and the dropdowns list them. */
  async ofCustomer(tx: Db, customerId: number): Promise<ProductRef[]> {
    return tx.select(columns).from(products).where(eq(products.customerId, customerId)).orderBy(products.productCode, products.id);
  },

  /**
   * `column` (a product id of another module's record: packaging) is a product of one of
   * these customers, as a WHERE term, so a limited user's lists and counts stay in SQL.
   */
  ofCustomers: (column: AnyColumn, customerIds: number[]): SQL =>
    sql`${column} in (select ${products.id} from ${products} where ${inArray(products.customerId, customerIds)})`,
};
