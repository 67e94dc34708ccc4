import { formatListDateTime, type TokenDataFile } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
import { TokenDataStatus } from './TokenDataStatus';

const column = dataTableColumns<TokenDataFile>();

/**
 * Spec 002 section 2: file, PO number, token type, pack size, created by, date and status,
 * each sorted and searched ('Contains') on the server by the contract's column names. The
 * date is shown day-month-year on a 12-hour clock (section 9) and, as on the token list, has
 * no Contains box: the server would match its stored form, not the one on screen.
 */
export const tokenDataColumns = column.columns([
  column.accessor('fileName', { header: 'File' }),
  column.accessor('poNumber', { header: 'PO Number' }),
  column.accessor((file) => file.matnr.tokenType, { id: 'matnr.tokenType', header: 'Token Type' }),
  column.accessor((file) => file.matnr.packSize, { id: 'matnr.packSize', header: 'Pack Size' }),
  column.accessor((file) => file.created_by ?? '', { id: 'created_by', header: 'Created By' }),
  column.accessor((file) => file.created_on ?? '', {
    id: 'created_on',
    header: 'Date',
    enableColumnFilter: false,
    cell: (info) => (info.getValue() ? formatListDateTime(new Date(info.getValue())) : ''),
  }),
  column.accessor((file) => file.fileStatus ?? '', {
    id: 'fileStatus',
    header: 'Status',
    cell: (info) => <TokenDataStatus file={info.row.original} />,
  }),
]);
