import type { Product } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<Product>();

/**
 * Spec 002 section 2: code, product name, label specification, label size and client, each
 * sortable and with its Contains filter; the ids are the server's column names.
 */
export const productColumns = column.columns([
  column.accessor('productCode', { header: 'Code' }),
  column.accessor('productName', { header: 'Product Name' }),
  column.accessor('labelSpecification', { header: 'Label Specification' }),
  column.accessor('labelSize', { header: 'Label Size' }),
  column.accessor((product) => product.customer.companyName, {
    id: 'customer.companyName',
    header: 'Client',
  }),
]);
