import type { Customer } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<Customer>();

/**
 * Spec 000 section 2.8: six columns, each with its Contains filter and sort. When room is short
 * the name stays, then the ways to reach the customer and its code; the address and the scan
 * message fold into the row's details first (decision 0389).
 */
export const customerColumns = column.columns([
  column.accessor('companyName', {
    header: 'Company Name',
    meta: { priority: 1, minWidth: 140, role: 'title' },
  }),
  column.accessor('mobileNo', { header: 'Phone No.', meta: { priority: 3, minWidth: 120 } }),
  column.accessor('email', { header: 'Email', meta: { priority: 2, minWidth: 160 } }),
  column.accessor('address', { header: 'Address', meta: { priority: 5, minWidth: 150 } }),
  column.accessor('companyCode', { header: 'Company Code', meta: { priority: 4, minWidth: 100 } }),
  column.accessor('messageOnScan', {
    header: 'Message on Qr Code Scanning',
    meta: { priority: 6, minWidth: 150 },
  }),
]);
