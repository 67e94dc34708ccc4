import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CompanyType, Page, Product } from '@veritag/domain';
import type { Db } from '../../db/database';
import { limitOf, listFilter, listOrder, listTotal, pageOf, type ListQuery } from '../../db/list-page';
import { notFound } from '../../http/problem';
import { customerJoin as customers } from '../customers';
import { productOf, type ProductRow } from './product-rows';
import { products } from './products.table';

export type ProductColumn = 'productCode' | 'productName' | 'labelSpecification' | 'labelSize' | 'customer.companyName';

/**
 * The list shows and filters the client's name (spec 002 section 2), so the reads join the
 * customer's name and advanceWorkflow through the columns the customers door publishes for
 * joins: a Contains filter and a sort on the client need them in the same query, which no
 * lookup per row through customerRefs can give.
 */
const searchable: Record<ProductColumn, AnyColumn | SQL> = {
  productCode: products.productCode,
  productName: products.productName,
  labelSpecification: products.labelSpecification,
  labelSize: products.labelSize,
  'customer.companyName': customers.companyName,
};
const sortable = { ...searchable, createdDate: products.createdDate };
const selection = { product: products, customer: { id: customers.id, companyName: customers.companyName, advanceWorkflow: customers.advanceWorkflow } };

/** Products with their customers, scoped to a company (`scope` null: every company). */
export function productQueries(db: Db, publicBaseUrl: string) {
  const inScope = (scope: number | null, ...more: (SQL | undefined)[]) =>
    and(...(scope === null ? [] : [eq(products.companyId, scope)]), ...more);
  const joined = (tx: Db = db) => tx.select(selection).from(products).innerJoin(customers.table, eq(customers.id, products.customerId));
  const toProduct = (row: { product: ProductRow; customer: { id: number; companyName: string; advanceWorkflow: boolean } }) =>
    productOf(row.product, row.customer, publicBaseUrl);

  const page = async (where: SQL | undefined, query: ListQuery<ProductColumn>) => {
    const { limit, offset } = limitOf(query);
    const [rows, total] = await Promise.all([
      joined().where(where).orderBy(...listOrder(sortable, query.sort, products.id)).limit(limit).offset(offset),
      listTotal(db, products, where, undefined, sql`${products} inner join ${customers.table} on ${customers.id} = ${products.customerId}`),
    ]);
    return pageOf(rows.map(toProduct), total.total, query);
  };

  return {
    /** The product list: the spec's screen reads `data` and `totalElements` (spec 002 section 7). */
    async list(scope: number | null, query: ListQuery<ProductColumn>): Promise<{ data: Product[]; totalElements: number }> {
      const found = await page(inScope(scope, listFilter(searchable, query)), query);
      return { data: found.content, totalElements: found.totalElements };
    },

    /** The dropdowns' products, of customers of one type when asked (`type=Customer`). */
    options(scope: number | null, query: Omit<ListQuery<ProductColumn>, 'search' | `contains.${string}`> & { type?: CompanyType }): Promise<Page<Product>> {
      const where = inScope(scope, query.type ? eq(customers.companyType, query.type) : undefined);
      return page(where, { ...query, search: '' } as ListQuery<ProductColumn>);
    },

    /** The dashboard's product count (spec 000 section 2.6): every product of the company. */
    async count(scope: number | null): Promise<{ count: number }> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(inScope(scope));
      return { count: row?.n ?? 0 };
    },

    async get(scope: number | null, id: number, tx: Db = db): Promise<Product> {
      const [row] = await joined(tx).where(inScope(scope, eq(products.id, id)));
      if (!row) throw notFound('Product');
      return toProduct(row);
    },

    /** What the public product page shows (product-page.ts): any company's product, by id. */
    async publicPage(id: number) {
      const [row] = await joined().where(eq(products.id, id));
      return row && { companyName: row.customer.companyName, productName: row.product.productName, productCode: row.product.productCode, productDescription: row.product.productDescription };
    },

    /** The stored row, for saves that keep what the form does not send (images, a limited user's customer). */
    async row(tx: Db, scope: number | null, id: number): Promise<ProductRow> {
      const [row] = await tx.select().from(products).where(inScope(scope, eq(products.id, id)));
      if (!row) throw notFound('Product');
      return row;
    },
  };
}
export type ProductQueries = ReturnType<typeof productQueries>;
