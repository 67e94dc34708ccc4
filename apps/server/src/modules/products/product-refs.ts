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
  /** 14 digits, or null: with it the product's codes print as GS1 Digital Links. */
  gtin: string | null;
  /** The product's page (spec 002 productLink): the GS1 resolver offers it as the product information page. */
  productLink: string | null;
}

const columns = {
  id: products.id,
  companyId: products.companyId,
  customerId: products.customerId,
  productCode: products.productCode,
  productName: products.productName,
  labelSize: products.labelSize,
  gtin: products.gtin,
  productLink: products.productLink,
};

/**
 * How other modules (plants, packaging, print data) reach a product they point at: in the
 * caller's company, and of the caller's customers when they are limited to some, or not at
 * all. `scope` null means every company (super admin).
 */
export const productRefs = {
  /** The product, or a 404 naming it, so a record never points at another company's product. */
  async find(tx: Db, scope: Scope, id: number): Promise<ProductRef> {
    const row = await productRefs.findIfAny(tx, scope, id);
    if (!row) throw notFound('Product');
    return row;
  },

  /** The product, or undefined when there is none (in reach) by that id. */
  async findIfAny(tx: Db, scope: Scope, id: number): Promise<ProductRef | undefined> {
    const where = and(
      eq(products.id, id),
      ...scopeConditions(scope, products.companyId, products.customerId),
    );
    const [row] = await tx.select(columns).from(products).where(where);
    return row;
  },

  /** A customer's products, as the plant form's All Product Add and the dropdowns list them. */
  async ofCustomer(tx: Db, customerId: number): Promise<ProductRef[]> {
    return tx
      .select(columns)
      .from(products)
      .where(eq(products.customerId, customerId))
      .orderBy(products.productCode, products.id);
  },

  /**
   * The products carrying a GTIN (14 digits), in every company: one company has at most one,
   * but two companies may each claim the same GTIN. At most `limit` of them.
   */
  async withGtin(tx: Db, gtin: string, limit = 2): Promise<ProductRef[]> {
    return tx
      .select(columns)
      .from(products)
      .where(eq(products.gtin, gtin))
      .orderBy(products.id)
      .limit(limit);
  },

  /**
   * `column` (a product id of another module's record: packaging) is a product of one of
   * these customers, as a WHERE term, so a limited user's lists and counts stay in SQL.
   */
  ofCustomers: (column: AnyColumn, customerIds: number[]): SQL =>
    sql`${column} in (select ${products.id} from ${products} where ${inArray(products.customerId, customerIds)})`,
};
