import type { Plant } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<Plant>();

/** Plant code, name, address and customer, each sortable with a Contains filter. */
export const plantColumns = column.columns([
  column.accessor('plantCode', { header: 'Plant Code' }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('address', { header: 'Address' }),
  column.accessor((plant) => plant.customer.companyName, {
    id: 'customer.companyName',
    header: 'Customer',
  }),
]);
