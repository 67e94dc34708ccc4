import type { EndUserReportRow } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<EndUserReportRow>();

/** The spec's columns (spec 002 '/report'): Name, Email, Mobile, Code, Client. */
export const endUserColumns = column.columns([
  column.accessor((row) => row.name ?? '', { id: 'name', header: 'Name' }),
  column.accessor((row) => row.email ?? '', { id: 'email', header: 'Email' }),
  column.accessor((row) => row.mobileNo ?? '', { id: 'mobileNo', header: 'Mobile' }),
  column.accessor((row) => row.code ?? '', { id: 'code', header: 'Code' }),
  column.accessor((row) => row.customer?.companyName ?? '', {
    id: 'customer.companyName',
    header: 'Client',
  }),
]);
