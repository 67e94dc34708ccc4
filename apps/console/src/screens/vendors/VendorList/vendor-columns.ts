import type { Vendor } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<Vendor>();

/** Spec 002 section 2: the vendor's name and address, sortable and filterable (its id is the Vendor Code). */
export const vendorColumns = column.columns([
  column.accessor('id', { header: 'Vendor Code', enableSorting: false, enableColumnFilter: false }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('address', { header: 'Address' }),
]);
