import { formatListDateTime, type QrSearchRecord } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
import { JobStatus } from '#app/kit/list/JobStatus';

const column = dataTableColumns<QrSearchRecord>();

/**
 * Spec 002 section 2, 'QrCode Search List': the code as searched, the customer, who searched
 * and when (DD-MM-YY hh:mm a as the other lists), and the search's status. No Contains box on
 * the date (the server would match its stored form, not the one shown).
 */
export const qrSearchColumns = column.columns([
  column.accessor('qrCode', { header: 'Qr Code' }),
  column.accessor((row) => row.customerName ?? '', { id: 'customerName', header: 'Customer Name' }),
  column.accessor((row) => row.qrCodeCreatedBy ?? '', {
    id: 'qrCodeCreatedBy',
    header: 'Created By',
  }),
  column.accessor((row) => row.qrCodeCreatedDate ?? '', {
    id: 'qrCodeCreatedDate',
    header: 'Created Date',
    enableColumnFilter: false,
    cell: (info) => (info.getValue() ? formatListDateTime(new Date(info.getValue())) : ''),
  }),
  column.accessor((row) => row.status ?? '', {
    id: 'status',
    header: 'Status',
    cell: (info) => <JobStatus status={info.row.original.status} progressLabel="Search" />,
  }),
]);
