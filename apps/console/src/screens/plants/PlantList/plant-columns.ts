import type { Plant } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<Plant>();

/**
 * Plant code, name and address, each sortable with a Contains filter; the customer is shown
 * beside them (its name lives with the customer, so the list neither filters nor sorts on it).
 */
export const plantColumns = column.columns([
  column.accessor('plantCode', { header: 'Plant Code' }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('address', { header: 'Address' }),
  column.accessor((plant) => plant.customer.companyName, { id: 'customer', header: 'Customer', enableSorting: false, enableColumnFilter: false }),
]);
