import { productCalls } from '@veritag/api';
import type { Product } from '@veritag/domain';
import { paths } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { openView } from '#app/kit/view/open-view';
import { productColumns } from './product-columns';

/** Months are shown as the pickers hold them (YYYY-MM), not as a date and time of day. */
const month = (value: string | null | undefined) => (value ? value.slice(0, 7) : value);

/** The view page's lines for a product; its static QR shows there when the product has one. */
const viewProduct = (product: Product) =>
  openView({
    record: { ...product, mfgDate: month(product.mfgDate), expiryDate: month(product.expiryDate) },
    title: 'Product Details',
    returnTo: paths.productList,
    properties: [
      { label: 'Product Code', name: 'productCode' },
      { label: 'Product Name', name: 'productName' },
      { label: 'Product Sr No', name: 'productSrNo' },
      { label: 'Product Description', name: 'productDescription' },
      { label: 'Label Size', name: 'labelSize' },
      { label: 'Label Specification', name: 'labelSpecification' },
      { label: 'GTIN', name: 'gtin' },
      { label: 'Client', name: 'customer.companyName' },
      { label: 'Color', name: 'color' },
      { label: 'Authentication Activated', name: 'authenticationActivated' },
      { label: 'Static QR', name: 'staticQr' },
      { label: 'Static QR Link', name: 'staticQrLink' },
      { label: 'Mfg Month', name: 'mfgDate' },
      { label: 'Expiry Month', name: 'expiryDate' },
      { label: 'Flag A Code After People Scanned', name: 'flagAfterSessions' },
      { label: 'Auto-Blacklist Flagged Codes', name: 'autoBlacklist' },
    ],
    detail: { source: 'productScanRules', id: product.id },
  });

/** Spec 002 section 2: the product list with Add, and View, Edit and Delete per row by the Product privilege. */
const productList = defineList({
  title: 'Product',
  trail: [{ label: 'Master' }],
  call: productCalls.list,
  columns: productColumns,
  getRowId: (product) => String(product.id),
  describeRow: (product) => product.productCode,
  headerActions: [{ label: 'Add', call: productCalls.create, to: paths.productAdd }],
  rowActions: [
    { label: 'View', call: productCalls.get, onAction: viewProduct },
    {
      label: 'Edit',
      call: productCalls.update,
      onAction: (product) => go(paths.productEdit, { id: product.id }),
    },
  ],
  remove: { call: productCalls.remove, idOf: (product) => product.id, onFailure: 'report' },
});

/** Who may open this screen: whoever the server lets make its list call. */
export const access = productCalls.list.access;

export default function ProductList() {
  return <ListScreen declaration={productList} />;
}
