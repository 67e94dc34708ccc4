import { formatListDateTime, type SmartBinQr } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<SmartBinQr>();

/**
 * The spec's columns (spec 002 section 2): the code, who uploaded it and when, DD-MM-YY hh:mm a
 * as the other lists. No Contains box on the date (the server would match its stored form,
 * not the one shown).
 */
export const smartBinColumns = column.columns([
  column.accessor('qrCode', { header: 'Qr Codes' }),
  column.accessor((row) => row.createdBy ?? '', { id: 'createdBy', header: 'Uploaded By' }),
  column.accessor((row) => row.createdDate ?? '', {
    id: 'createdDate',
    header: 'Uploaded Date',
    enableColumnFilter: false,
    cell: (info) => (info.getValue() ? formatListDateTime(new Date(info.getValue())) : ''),
  }),
]);
