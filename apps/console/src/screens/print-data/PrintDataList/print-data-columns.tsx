import type { PrintData } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
import { JobStatus } from '#app/kit/list/JobStatus';
import { PrintDataDownloads } from './PrintDataDownloads';

const column = dataTableColumns<PrintData>();

/**
 * Spec 001 section 2: month, plant, product, quantity, produced quantity, pending quantity and
 * production status; ours: the client first, the generation status (with the codes done while
 * RUNNING and the reason when FAILED) and the files. Each data column sorts and has a Contains
 * box on the server. Month shows the run's month with its year ("Nov 2026"), as the server
 * searches it, and sorts in calendar order.
 */
export const printDataColumns = column.columns([
  column.accessor((row) => row.client.companyName, {
    id: 'client.companyName',
    header: 'Client',
    meta: { priority: 1, minWidth: 130, role: 'title' },
  }),
  column.accessor((row) => `${row.month} ${row.year}`, {
    id: 'month',
    header: 'Month',
    meta: { priority: 4, minWidth: 90 },
  }),
  column.accessor((row) => row.plant?.name ?? '', {
    id: 'plant.name',
    header: 'Plant',
    meta: { priority: 7, minWidth: 110 },
  }),
  column.accessor((row) => row.product?.productCode ?? '', {
    id: 'product.productCode',
    header: 'Product',
    meta: { priority: 2, minWidth: 110 },
  }),
  column.accessor('quantity', { header: 'Quantity', meta: { priority: 5, minWidth: 90 } }),
  column.accessor((row) => row.rollDetails?.producedQuantity ?? 0, {
    id: 'rollDetails.producedQuantity',
    header: 'Produced Quantity',
    meta: { priority: 8, minWidth: 100 },
  }),
  column.accessor((row) => row.rollDetails?.pendingQuantity ?? row.quantity, {
    id: 'rollDetails.pendingQuantity',
    header: 'Pending Quantity',
    meta: { priority: 8, minWidth: 100 },
  }),
  // A run without labels recorded yet is OPEN, as the server searches and reports it.
  column.accessor((row) => row.rollDetails?.productionStatus ?? 'OPEN', {
    id: 'rollDetails.productionStatus',
    header: 'Production Status',
    meta: { priority: 6, minWidth: 110 },
  }),
  column.accessor((row) => row.genStatus ?? '', {
    id: 'genStatus',
    header: 'Generation',
    meta: { priority: 3, minWidth: 140, role: 'status' },
    cell: (info) => {
      const row = info.row.original;
      return (
        <JobStatus
          status={row.genStatus}
          progress={row.genProgress}
          reason={row.genReason}
          progressLabel="Codes done"
        />
      );
    },
  }),
  column.display({
    id: 'downloads',
    header: 'Downloads',
    meta: { priority: 4, minWidth: 150 },
    cell: (info) => <PrintDataDownloads row={info.row.original} />,
  }),
]);
