import type { InvalidScan } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<InvalidScan>();

/**
 * The spec's columns (spec 002: Name, Email, Mobile, Code, Client), each sorted and filtered
 * by Contains on the server; their ids are the contract's sort and filter names.
 */
export const invalidScanColumns = column.columns([
  column.accessor((scan) => scan.name ?? '', { id: 'name', header: 'Name' }),
  column.accessor((scan) => scan.email ?? '', { id: 'email', header: 'Email' }),
  column.accessor((scan) => scan.mobile ?? '', { id: 'mobile', header: 'Mobile' }),
  column.accessor((scan) => scan.code ?? '', { id: 'code', header: 'Code' }),
  column.accessor((scan) => scan.customer?.companyName ?? '', {
    id: 'customer.companyName',
    header: 'Client',
  }),
]);
