import { formatListDateTime, type ProductionRow } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<ProductionRow>();

/**
 * The productions (ours: the spec names the list but shows no columns): the print run's
 * client, month, product and figures, as the print data list shows them. The columns of the
 * list call sort and have a Contains box on the server (Month as "Nov 2026", in calendar
 * order); plant and the roll count are shown only (the call knows no such column). Created Date sorts but has no Contains box, as
 * on the token list: the server would match its stored form, not the one shown. Where the
 * page is narrow, the run's status and figures stay and plant, date and rolls fold first.
 */
export const productionColumns = column.columns([
  column.accessor('client', {
    header: 'Client',
    meta: { priority: 1, minWidth: 140, role: 'title' },
  }),
  column.accessor((row) => `${row.month} ${row.year}`, {
    id: 'month',
    header: 'Month',
    meta: { priority: 5, minWidth: 96 },
  }),
  column.accessor((row) => row.plant ?? '', {
    id: 'plant',
    header: 'Plant',
    enableSorting: false,
    enableColumnFilter: false,
    meta: { priority: 9, minWidth: 120 },
  }),
  column.accessor((row) => row.productCode ?? '', {
    id: 'productCode',
    header: 'Product',
    meta: { priority: 6, minWidth: 110 },
  }),
  column.accessor('quantity', { header: 'Quantity', meta: { priority: 4, minWidth: 104 } }),
  column.accessor('producedQuantity', {
    header: 'Produced Quantity',
    meta: { priority: 3, minWidth: 110 },
  }),
  column.accessor('pendingQuantity', {
    header: 'Pending Quantity',
    meta: { priority: 3, minWidth: 110 },
  }),
  column.accessor('rollCount', {
    header: 'Rolls',
    enableSorting: false,
    enableColumnFilter: false,
    meta: { priority: 7, minWidth: 72 },
  }),
  column.accessor('productionStatus', {
    header: 'Production Status',
    meta: { priority: 2, minWidth: 120, role: 'status' },
  }),
  column.accessor('createdDate', {
    header: 'Created Date',
    enableColumnFilter: false,
    meta: { priority: 8, minWidth: 150 },
    cell: (info) => formatListDateTime(new Date(info.getValue())),
  }),
]);
