import { InventoryItemSchema, pageSchema } from '@veritag/domain';
import { traceAccess } from './trace-events.contract';
import { defineCall } from './define-call';
import { pageQuery, searchQuery } from './shared-schemas';

/** The list's columns (spec 002 section 2) by record path, also its sort fields. */
const columns = [
  'productId.productName',
  'productId.productCode',
  'quantity',
  'inwardQuantity',
  'remainingQuantity',
  'outwardDate',
  'createdDate',
] as const;

export const inventoryCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v1/inventory_item/getAll',
    access: traceAccess,
    summary: 'A page of inventory items, each with its inward entries.',
    query: pageQuery(...columns),
    reply: pageSchema(InventoryItemSchema),
  }),
  search: defineCall({
    method: 'GET',
    path: '/v1/inventory_item/search',
    access: traceAccess,
    summary: 'Inventory items whose column contains the search key (the parameter is `column`).',
    query: searchQuery(columns, 'column'),
    reply: pageSchema(InventoryItemSchema),
    ours: 'reply not shown: a page as the list',
  }),
} as const;
