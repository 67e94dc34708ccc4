import { formatListDateTime, type InventoryItem } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
import type { DetailColumn } from '#app/kit/list/DetailTable';

const column = dataTableColumns<InventoryItem>();

/** A list date (spec 002 section 9: DD-MM-YY hh:mm a); empty when there is none yet (no outward). */
export const listDate = (value: string | null | undefined) =>
  value ? formatListDateTime(new Date(value)) : '';

/**
 * The spec's columns (spec 002 section 2), 'Ontward Quantity' spelt as shown. Their ids are
 * the contract's column names: each sorts on the server and its Contains box searches that
 * column (`v1/inventory_item/search?column`).
 */
export const inventoryColumns = column.columns([
  column.accessor((row) => row.productId.productName, {
    id: 'productId.productName',
    header: 'Product Name',
  }),
  column.accessor((row) => row.productId.productCode, {
    id: 'productId.productCode',
    header: 'Product Code',
  }),
  column.accessor('quantity', { header: 'Actual Quantity' }),
  column.accessor((row) => row.inwardQuantity ?? 0, {
    id: 'inwardQuantity',
    header: 'Ontward Quantity',
  }),
  column.accessor((row) => row.remainingQuantity ?? 0, {
    id: 'remainingQuantity',
    header: 'Available Stock',
  }),
  column.accessor((row) => row.outwardDate ?? '', {
    id: 'outwardDate',
    header: 'Outward Date',
    cell: (info) => listDate(info.getValue()),
  }),
  column.accessor((row) => row.createdDate ?? '', {
    id: 'createdDate',
    header: 'Created Date',
    cell: (info) => listDate(info.getValue()),
  }),
]);

export type InventoryColumnId =
  | 'productId.productName'
  | 'productId.productCode'
  | 'quantity'
  | 'inwardQuantity'
  | 'remainingQuantity'
  | 'outwardDate'
  | 'createdDate';
/** The columns in the table's order: the first filled Contains box is searched when the last typed one is emptied. */
export const inventoryColumnIds: readonly InventoryColumnId[] = [
  'productId.productName',
  'productId.productCode',
  'quantity',
  'inwardQuantity',
  'remainingQuantity',
  'outwardDate',
  'createdDate',
];

/** The expansion's inventory items (spec 002: product name, product code, quantity, Inward Date). */
export const inventoryEntryColumns: readonly DetailColumn<
  InventoryItem['inventoryList'][number]
>[] = [
  { header: 'Product Name', value: (entry) => entry.productId.productName },
  { header: 'Product Code', value: (entry) => entry.productId.productCode },
  { header: 'Quantity', value: (entry) => entry.quantity },
  { header: 'Inward Date', value: (entry) => listDate(entry.createdDate) },
];
