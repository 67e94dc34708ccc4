import { formatListDateTime, type PrintingJob } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
import { JobFilesStatus, PrintingStatus } from './PrintingJobStatus';

const column = dataTableColumns<PrintingJob>();

/**
 * Spec 001 section 2: file name, status, printing status; ours: the number of jobs, where the
 * job is printed and the created date (no Contains box on the date: the server would match
 * its stored form, not the one shown, as on the token list). Sorted and searched on the server.
 */
export const printingJobColumns = column.columns([
  column.accessor((job) => job.fileName ?? '', { id: 'fileName', header: 'File Name' }),
  column.accessor('noOfJob', {
    header: 'No. of Jobs',
    enableColumnFilter: false,
    enableSorting: false,
  }),
  column.accessor(
    (job) =>
      job.destination ? `${job.destination.name} (${job.destination.kind})` : 'Local drop folder',
    {
      id: 'destination',
      header: 'Printer',
      enableColumnFilter: false,
      enableSorting: false,
    },
  ),
  column.accessor((job) => job.createdDate ?? '', {
    id: 'createdDate',
    header: 'Created Date',
    enableColumnFilter: false,
    cell: (info) => formatListDateTime(new Date(info.getValue())),
  }),
  column.accessor((job) => job.status ?? '', {
    id: 'status',
    header: 'Status',
    cell: (info) => <JobFilesStatus job={info.row.original} />,
  }),
  column.accessor((job) => job.printingStatus ?? '', {
    id: 'printingStatus',
    header: 'Printing Status',
    cell: (info) => <PrintingStatus job={info.row.original} />,
  }),
]);
