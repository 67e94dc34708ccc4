import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, Plant } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  pageOf,
  type ListColumn,
  type ListQuery,
} from '../../db/list-page';
import { scopeConditions, type Scope } from '../../platform/access';
import { customerNames } from '../customers';
import { plants } from './plants.table';

export type PlantColumn = 'plantCode' | 'name' | 'address' | 'customer.companyName';

/**
 * Code, name and address, and the customer's name through the customers' customerNames view.
 * In the global search the Customer term keeps the plants of the matching customers (of the
 * caller's scope), so each term of the OR is one table's, as in the product list.
 */
const searchableIn = (scope: Scope): Record<PlantColumn, ListColumn> => ({
  plantCode: plants.plantCode,
  name: plants.name,
  address: plants.address,
  'customer.companyName': {
    column: customerNames.companyName,
    searched: (pattern) =>
      sql`${plants.customerId} = any(array(select ${customerNames.id} from ${customerNames} where ${and(
        ...scopeConditions(scope, customerNames.companyId, customerNames.id),
        sql`${customerNames.companyName} ilike ${pattern}`,
      )}))`,
  },
});
const sortable = {
  plantCode: plants.plantCode,
  name: plants.name,
  address: plants.address,
  'customer.companyName': customerNames.companyName,
  createdDate: plants.createdDate,
};

const summary = {
  id: plants.id,
  plantCode: plants.plantCode,
  name: plants.name,
  address: plants.address,
  allowAllProduct: plants.allowAllProduct,
  customerId: customerNames.id,
  customerName: customerNames.companyName,
};

/** A page of plants with their customer, searched, filtered and sorted on the server; `inScope` is the service's WHERE. */
export async function plantPage(
  db: Db,
  scope: Scope,
  query: ListQuery<PlantColumn>,
  inScope: (scope: Scope, more?: SQL) => SQL | undefined,
): Promise<Page<Plant>> {
  const where = inScope(scope, listFilter(searchableIn(scope), query));
  const onCustomer = eq(customerNames.id, plants.customerId);
  const { limit, offset } = limitOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(plants)
      .innerJoin(customerNames, onCustomer)
      .where(where)
      .orderBy(...listOrder(sortable, query.sort, plants.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(plants)
      .innerJoin(customerNames, onCustomer)
      .where(where),
  ]);
  const content = rows.map(({ customerId, customerName, ...plant }) => ({
    ...plant,
    customer: { id: customerId, companyName: customerName },
  }));
  return pageOf(content, total?.n ?? 0, query);
}
