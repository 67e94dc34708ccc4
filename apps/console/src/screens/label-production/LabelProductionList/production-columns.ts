import { formatListDateTime, type ProductionRow } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<ProductionRow>();

/**
 * The productions (ours: the spec names the list but shows no columns): the print run's
 * client, month, product and figures, as the print data list shows them. The columns of the
 * list call sort and have a Contains box on the server (Month as "Nov 2026", in calendar
 * order); plant and the roll count are shown only (the call knows no such column). Created Date sorts but has no Contains box, as
 * on the token list: the server would match its stored form, not the one shown.
 */
export const productionColumns = column.columns([
  column.accessor('client', { header: 'Client' }),
  column.accessor((row) => `${row.month} ${row.year}`, { id: 'month', header: 'Month' }),
  column.accessor((row) => row.plant ?? '', { id: 'plant', header: 'Plant', enableSorting: false, enableColumnFilter: false }),
  column.accessor((row) => row.productCode ?? '', { id: 'productCode', header: 'Product' }),
  column.accessor('quantity', { header: 'Quantity' }),
  column.accessor('producedQuantity', { header: 'Produced Quantity' }),
  column.accessor('pendingQuantity', { header: 'Pending Quantity' }),
  column.accessor('rollCount', { header: 'Rolls', enableSorting: false, enableColumnFilter: false }),
  column.accessor('productionStatus', { header: 'Production Status' }),
  column.accessor('createdDate', { header: 'Created Date', enableColumnFilter: false, cell: (info) => formatListDateTime(new Date(info.getValue())) }),
]);
