import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CompanyType, Page, Product } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  exactTotalUpTo,
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListColumn,
  type ListQuery,
} from '../../db/list-page';
import { notFound } from '../../http/problem';
import { scopeConditions, type Scope } from '../../platform/access';
import { customerNames } from '../customers';
import { productOf, type ProductRow } from './product-rows';
import { products } from './products.table';

export type ProductColumn =
  'productCode' | 'productName' | 'labelSpecification' | 'labelSize' | 'customer.companyName';

/**
 * The list shows and filters the client's name (spec 002 section 2), so the reads join the
 * customer's name and advanceWorkflow from the customers module's customerNames view. In the
 * global search the Client term asks which of the company's customers match and keeps their
 * products, so every term of the OR is served by an index of one table (an OR across the join
 * could use none: seconds on a million products, pnpm bench search).
 */
const searchableIn = (scope: Scope): Record<ProductColumn, ListColumn> => ({
  productCode: products.productCode,
  productName: products.productName,
  labelSpecification: products.labelSpecification,
  labelSize: products.labelSize,
  'customer.companyName': {
    column: customerNames.companyName,
    searched: (pattern) =>
      sql`${products.customerId} = any(array(select ${customerNames.id} from ${customerNames} where ${and(
        ...scopeConditions(scope, customerNames.companyId, customerNames.id),
        sql`${customerNames.companyName} ilike ${pattern}`,
      )}))`,
  },
});
const sortable: Record<ProductColumn | 'createdDate', AnyColumn> = {
  productCode: products.productCode,
  productName: products.productName,
  labelSpecification: products.labelSpecification,
  labelSize: products.labelSize,
  'customer.companyName': customerNames.companyName,
  createdDate: products.createdDate,
};

/**
 * Up to this many matches (those listTotal counts exactly) the newest-first page is sorted
 * from the matches rather than found by walking the (company, created) index: the planner
 * walks it whenever it expects ten matches soon, and when the matches are all old (product
 * codes follow creation) it read 780,000 rows to find them (2 s where sorting 347 matches
 * takes 15 ms). Past a few thousand matches the walk wins again (pnpm bench search).
 */
const sortMatchesUpTo = exactTotalUpTo;
const newestFirstOf = (query: ListQuery<ProductColumn>): SQL[] => {
  const direction = query.sort.direction === 'asc' ? asc : desc;
  // Expressions no index can give in order: the planner must find the matches, then sort them.
  return [
    direction(sql`${products.createdDate} + interval '0 seconds'`),
    direction(sql`${products.id} + 0`),
  ];
};
const selection = {
  product: products,
  customer: {
    id: customerNames.id,
    companyName: customerNames.companyName,
    advanceWorkflow: customerNames.advanceWorkflow,
  },
};

/**
 * Products with their customers, scoped to a company (`scope` null: every company) and, for a
 * user limited to some customers, to those customers' products.
 */
export function productQueries(db: Db, publicBaseUrl: string) {
  const inScope = (scope: Scope, ...more: (SQL | undefined)[]) =>
    and(...scopeConditions(scope, products.companyId, products.customerId), ...more);
  const joined = (tx: Db = db) =>
    tx
      .select(selection)
      .from(products)
      .innerJoin(customerNames, eq(customerNames.id, products.customerId));
  const toProduct = (row: {
    product: ProductRow;
    customer: { id: number; companyName: string; advanceWorkflow: boolean };
  }) => productOf(row.product, row.customer, publicBaseUrl);

  /** `filtered`: a search or Contains narrows the list, so its matches may be few. */
  const page = async (
    where: SQL | undefined,
    query: ListQuery<ProductColumn>,
    filtered: boolean,
  ) => {
    const { limit, offset } = limitOf(query);
    const total = await listTotal(
      db,
      products,
      where,
      undefined,
      sql`${products} inner join ${customerNames} on ${customerNames.id} = ${products.customerId}`,
    );
    const sortMatches =
      filtered && query.sort.field === 'createdDate' && total.total <= sortMatchesUpTo;
    const order = sortMatches ? newestFirstOf(query) : listOrder(sortable, query.sort, products.id);
    const rows = await joined()
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return pageOf(rows.map(toProduct), total, query);
  };

  return {
    /** The product list: the spec's screen reads `data` and `totalElements` (spec 002 section 7). */
    async list(
      scope: Scope,
      query: ListQuery<ProductColumn>,
    ): Promise<{ data: Product[]; totalElements: number }> {
      const filter = listFilter(searchableIn(scope), query);
      const found = await page(inScope(scope, filter), query, filter !== undefined);
      return { data: found.content, totalElements: found.totalElements };
    },

    /** The dropdowns' products, of customers of one type when asked (`type=Customer`). */
    options(
      scope: Scope,
      query: Omit<ListQuery<ProductColumn>, 'search' | `contains.${string}`> & {
        type?: CompanyType;
      },
    ): Promise<Page<Product>> {
      const where = inScope(
        scope,
        query.type ? eq(customerNames.companyType, query.type) : undefined,
      );
      return page(where, { ...query, search: '' } as ListQuery<ProductColumn>, false);
    },

    /** The dashboard's product count (spec 000 section 2.6): every product of the company (of the caller's customers when limited). */
    async count(scope: Scope): Promise<{ count: number }> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(inScope(scope));
      return { count: row?.n ?? 0 };
    },

    /** The main dashboard's offer count (decision 0284): the products showing offers (showOffers). */
    async countWithOffers(scope: Scope): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(inScope(scope, eq(products.showOffers, true)));
      return row?.n ?? 0;
    },

    async get(scope: Scope, id: number, tx: Db = db): Promise<Product> {
      const [row] = await joined(tx).where(inScope(scope, eq(products.id, id)));
      if (!row) throw notFound('Product');
      return toProduct(row);
    },

    /** What the public product page shows (product-page.ts): any company's product, by id. */
    async publicPage(id: number) {
      const [row] = await joined().where(eq(products.id, id));
      return (
        row && {
          companyName: row.customer.companyName,
          productName: row.product.productName,
          productCode: row.product.productCode,
          productDescription: row.product.productDescription,
        }
      );
    },

    /** The stored row, for saves that keep what the form does not send (images, a limited user's customer). */
    async row(tx: Db, scope: Scope, id: number): Promise<ProductRow> {
      const [row] = await tx
        .select()
        .from(products)
        .where(inScope(scope, eq(products.id, id)));
      if (!row) throw notFound('Product');
      return row;
    },
  };
}
export type ProductQueries = ReturnType<typeof productQueries>;
