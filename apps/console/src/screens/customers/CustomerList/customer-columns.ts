import type { Customer } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<Customer>();

/** Spec 000 section 2.8: six columns, each with its Contains filter and sort. */
export const customerColumns = column.columns([
  column.accessor('companyName', { header: 'Company Name' }),
  column.accessor('mobileNo', { header: 'Phone No.' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('address', { header: 'Address' }),
  column.accessor('companyCode', { header: 'Company Code' }),
  column.accessor('messageOnScan', { header: 'Message on Qr Code Scanning' }),
]);
