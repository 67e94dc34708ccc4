import * as v from 'valibot';
import { and, eq, sql } from 'drizzle-orm';
import { IdSchema, IsoDateSchema } from '@veritag/domain';
import type { Database } from '../../db/database';
import { cursorRows, type ReportColumn } from '../../platform/reports';
import { withinReportDays, type ReportSource } from '../report-files';
import { customerNames } from '../customers';
import { productNames } from '../products';
import { inventoryEntries, inventoryItems } from './trace.table';

/** What an Inventory Transaction report is asked for: From and To as days in the asker's zone, optionally one customer. */
const Params = v.object({
  fromDate: IsoDateSchema,
  toDate: IsoDateSchema,
  customer: v.optional(IdSchema),
});
export type InventoryReportParams = v.InferOutput<typeof Params>;

/** Each stock move: the inventory list's columns per entry, and whether it came in or went out. */
export const inventoryReportColumns: readonly ReportColumn[] = [
  { header: 'Date', key: 'created_date', type: 'datetime' },
  { header: 'Customer', key: 'customer', type: 'text', width: 24 },
  { header: 'Product Name', key: 'product_name', type: 'text', width: 28 },
  { header: 'Product Code', key: 'product_code', type: 'text', width: 18 },
  { header: 'Movement', key: 'direction', type: 'text' },
  { header: 'Quantity', key: 'quantity', type: 'number' },
];

/** The company's inward and outward entries between the dates (of one customer when asked), oldest first, read through a cursor. */
export function inventoryReportSource(database: Database): ReportSource<InventoryReportParams> {
  return {
    baseName: 'inventory-transaction-report',
    sheetName: 'Inventory Transactions',
    columns: inventoryReportColumns,
    params: Params,
    rows({ scope, params, timeZone }) {
      const where = and(
        eq(inventoryEntries.companyId, scope.companyId ?? -1),
        params.customer === undefined ? undefined : eq(inventoryItems.customerId, params.customer),
        scope.customerIds === null
          ? undefined
          : sql`${inventoryItems.customerId} = any(${sql`string_to_array(${scope.customerIds.join(',')}, ',')::int[]`})`,
        withinReportDays(inventoryEntries.createdDate, { ...params, timeZone }),
      );
      const select = sql`select ${inventoryEntries.id} as id, ${inventoryEntries.createdDate} as created_date, ${customerNames.companyName} as customer,
          ${productNames.productName} as product_name, ${productNames.productCode} as product_code,
          case ${inventoryEntries.direction} when 'INWARD' then 'Inward' else 'Outward' end as direction, ${inventoryEntries.quantity} as quantity
        from ${inventoryEntries} join ${inventoryItems} on ${inventoryItems.id} = ${inventoryEntries.inventoryItemId}
        join ${productNames} on ${productNames.id} = ${inventoryEntries.productId}
        left join ${customerNames} on ${customerNames.id} = ${inventoryItems.customerId}
        where ${where}`;
      return cursorRows(database, { select, orderBy: ['id'] });
    },
  };
}
