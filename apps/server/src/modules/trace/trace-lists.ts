import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Consignment, InventoryItem, Page } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListColumn,
  type ListQuery,
} from '../../db/list-page';
import { productNames } from '../products';
import { consignments, inventoryEntries, inventoryItems } from './trace.table';
import { rows } from './trace-sql';

export type InventoryColumn =
  | 'productId.productName'
  | 'productId.productCode'
  | 'quantity'
  | 'inwardQuantity'
  | 'remainingQuantity'
  | 'outwardDate'
  | 'createdDate';
export type ConsignmentColumn = 'reference' | 'noOfBox' | 'overallStatus' | 'sendingDate';
/** What the list calls pass: a page and its order, and for a search one column's Contains text. */
export type TracePageQuery<C extends string> = {
  page: number;
  size: number;
  sort: ListQuery<C>['sort'];
  column?: C;
  searchKey?: string;
};

/** The product columns are searched through the ids of matching products, so the filter stays on inventory_items (see ListColumn). */
const joined = (column: AnyColumn): ListColumn => ({
  column,
  searched: (pattern) =>
    sql`${inventoryItems.productId} in (select ${productNames.id} from ${productNames} where ${column} ilike ${pattern})`,
});
const inventoryColumns: Record<InventoryColumn, ListColumn> = {
  'productId.productName': joined(productNames.productName),
  'productId.productCode': joined(productNames.productCode),
  quantity: inventoryItems.quantity,
  inwardQuantity: inventoryItems.inwardQuantity,
  remainingQuantity: inventoryItems.remainingQuantity,
  outwardDate: inventoryItems.outwardDate,
  createdDate: inventoryItems.createdDate,
};
const inventorySorts: Record<InventoryColumn, AnyColumn> = {
  'productId.productName': productNames.productName,
  'productId.productCode': productNames.productCode,
  quantity: inventoryItems.quantity,
  inwardQuantity: inventoryItems.inwardQuantity,
  remainingQuantity: inventoryItems.remainingQuantity,
  outwardDate: inventoryItems.outwardDate,
  createdDate: inventoryItems.createdDate,
};

/** A search is one column's Contains filter, as listFilter reads it. */
function containsOf<C extends string>(query: TracePageQuery<C>): ListQuery<C> {
  const filter =
    query.column && query.searchKey ? { [`contains.${query.column}`]: query.searchKey } : {};
  return {
    page: query.page,
    size: query.size,
    sort: query.sort,
    search: '',
    ...filter,
  } as unknown as ListQuery<C>;
}

/** The newest inward entries an expanded row shows; the report has them all. */
const entriesPerRow = 50;

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

export function traceLists(db: Db) {
  return {
    async inventory(
      companyId: number,
      query: TracePageQuery<InventoryColumn>,
    ): Promise<Page<InventoryItem>> {
      const where = and(
        eq(inventoryItems.companyId, companyId),
        listFilter(inventoryColumns, containsOf(query)),
      );
      const { limit, offset } = limitOf(query);
      const [found, total] = await Promise.all([
        db
          .select({
            item: inventoryItems,
            productName: productNames.productName,
            productCode: productNames.productCode,
          })
          .from(inventoryItems)
          .innerJoin(productNames, eq(productNames.id, inventoryItems.productId))
          .where(where)
          .orderBy(...listOrder(inventorySorts, query.sort, inventoryItems.id))
          .limit(limit)
          .offset(offset),
        listTotal(
          db,
          inventoryItems,
          where,
          undefined,
          sql`${inventoryItems} join ${productNames} on ${productNames.id} = ${inventoryItems.productId}`,
        ),
      ]);
      const ids = found.map(({ item }) => item.id);
      const entries =
        ids.length === 0
          ? []
          : await rows<{ inventory_item_id: number; quantity: number; created_date: string }>(
              db as never,
              sql`select inventory_item_id, quantity, created_date from (
              select *, row_number() over (partition by inventory_item_id order by created_date desc, id desc) as n
                from ${inventoryEntries} where ${inArray(inventoryEntries.inventoryItemId, ids)} and direction = 'INWARD'
            ) as newest where n <= ${entriesPerRow} order by created_date desc, id desc`,
            );
      const content = found.map(({ item, productName, productCode }): InventoryItem => {
        const productId = { id: item.productId, productName, productCode };
        return {
          productId,
          quantity: item.quantity,
          inwardQuantity: item.inwardQuantity,
          remainingQuantity: item.remainingQuantity,
          outwardDate: iso(item.outwardDate),
          createdDate: iso(item.createdDate),
          inventoryList: entries
            .filter((entry) => entry.inventory_item_id === item.id)
            .map((entry) => ({
              productId,
              quantity: entry.quantity,
              createdDate: iso(entry.created_date),
            })),
        };
      });
      return pageOf(content, total, query);
    },

    /** Consignments with their pallets' products (`products`) or their parent F-codes (`fcodes`). */
    async consignments(
      companyId: number,
      query: TracePageQuery<ConsignmentColumn>,
      labels: 'products' | 'fcodes',
    ): Promise<Page<Consignment>> {
      const where = eq(consignments.companyId, companyId);
      const sorts = {
        reference: consignments.reference,
        noOfBox: consignments.noOfBox,
        overallStatus: consignments.overallStatus,
        sendingDate: consignments.sendingDate,
        createdDate: consignments.createdDate,
      };
      const { limit, offset } = limitOf(query);
      const [found, total] = await Promise.all([
        db
          .select()
          .from(consignments)
          .where(where)
          .orderBy(...listOrder(sorts, query.sort, consignments.id))
          .limit(limit)
          .offset(offset),
        listTotal(db, consignments, where),
      ]);
      const ids = found.map((row) => row.id);
      const palletLabels =
        ids.length === 0
          ? []
          : labels === 'products'
            ? await productLabels(db, ids)
            : await fcodeLabels(db, ids);
      return pageOf(
        found.map((row) => ({
          id: row.id,
          reference: row.reference,
          noOfBox: row.noOfBox,
          overallStatus: row.overallStatus,
          sendingDate: iso(row.sendingDate),
          palletLabels: palletLabels
            .filter((label) => label.consignmentId === row.id)
            .map(({ consignmentId: _, ...label }) => label),
        })),
        total,
        query,
      );
    },
  };
}
export type TraceLists = ReturnType<typeof traceLists>;

/** The units a consignment carries, counted per product (a view has no key, so every column shown is grouped). */
async function productLabels(db: Db, ids: number[]) {
  const found = await rows<{
    consignment_id: number;
    name: string;
    description: string;
    count: number;
  }>(
    db as never,
    sql`select i.consignment_id, p.product_name as name, p.product_description as description, count(*)::int as count
          from consignment_items i join ${productNames} p on p.id = i.product_id
         where i.consignment_id = any(${sql`string_to_array(${ids.join(',')}, ',')::int[]`})
         group by i.consignment_id, p.id, p.product_name, p.product_description order by p.product_name`,
  );
  return found.map((row) => ({
    consignmentId: row.consignment_id,
    name: row.name,
    description: row.description,
    count: row.count,
    label: null,
  }));
}

/** The parent F-codes a consignment carries: its top-level codes that hold others. */
async function fcodeLabels(db: Db, ids: number[]) {
  const found = await rows<{ consignment_id: number; code: string; count: number }>(
    db as never,
    sql`select top.consignment_id, top.code, (select count(*)::int from code_aggregation a where a.parent_code_id = top.code_id) as count
          from consignment_items top
         where top.consignment_id = any(${sql`string_to_array(${ids.join(',')}, ',')::int[]`}) and top.top_level and top.product_id is null
         order by top.code`,
  );
  return found.map((row) => ({
    consignmentId: row.consignment_id,
    name: null,
    description: null,
    count: row.count,
    label: row.code,
  }));
}
