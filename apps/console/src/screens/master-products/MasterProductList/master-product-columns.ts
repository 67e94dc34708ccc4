import type { MasterProduct } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<MasterProduct>();

/** Spec 002 section 2: SKU code, color, token type, pack size and description, each sortable with a Contains filter. */
export const masterProductColumns = column.columns([
  column.accessor('name', { header: 'SKU Code' }),
  column.accessor('color', { header: 'Color' }),
  column.accessor('tokenType', { header: 'Token Type' }),
  column.accessor('packSize', { header: 'Pack Size' }),
  column.accessor('description', { header: 'Description' }),
]);
