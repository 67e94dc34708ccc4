import { packagingStatusLabel, type Packaging } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<Packaging>();

/** Spec 002 section 2: the name (sortable, Contains), its product, and Active or Inactive from the enabled flag. */
export const packagingColumns = column.columns([
  column.accessor('name', { header: 'Name' }),
  column.accessor((packaging) => packaging.product.productCode, {
    id: 'product',
    header: 'Product',
    enableSorting: false,
    enableColumnFilter: false,
  }),
  column.accessor((packaging) => packagingStatusLabel(packaging.enabled), {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    enableColumnFilter: false,
  }),
]);
