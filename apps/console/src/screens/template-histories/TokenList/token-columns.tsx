import { formatListDateTime, type TokenBatch } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
import { TokenDownloads } from './TokenDownloads';
import { TokenStatus } from './TokenStatus';

const column = dataTableColumns<TokenBatch>();

/**
 * Spec 001 section 2: company name, template code, quantity, file name, created date and
 * status, each sorted and searched ('Contains') on the server by the contract's column
 * names. The created date is shown day-month-year on a 12-hour clock (section 9) and searched
 * in that form: the list sends the browser's time zone, and the server matches the date as it
 * is shown there (25-11-26 02:05 pm). The downloads of each batch close the row (see
 * TokenDownloads).
 */
export const tokenColumns = column.columns([
  column.accessor((batch) => batch.template.customer?.companyName ?? '', {
    id: 'template.customer.companyName',
    header: 'Company Name',
  }),
  column.accessor((batch) => batch.template.description, {
    id: 'template.description',
    header: 'Template Code',
  }),
  column.accessor('quantity', { header: 'Quantity' }),
  column.accessor((batch) => batch.fileName ?? '', { id: 'fileName', header: 'File Name' }),
  column.accessor('createdDate', {
    header: 'Created Date',
    cell: (info) => formatListDateTime(new Date(info.getValue())),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <TokenStatus batch={info.row.original} />,
  }),
  column.display({
    id: 'downloads',
    header: 'Downloads',
    meta: { minWidth: 200 },
    cell: (info) => <TokenDownloads batch={info.row.original} />,
  }),
]);
