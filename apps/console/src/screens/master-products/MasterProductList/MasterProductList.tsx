import { masterProductCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { masterProductColumns } from './master-product-columns';

/** Spec 002 section 2: master products (aliases matnr_*) with Add, and Edit and Delete per row. */
const masterProductList = defineList({
  title: 'Master Product',
  trail: [{ label: 'Token Data' }],
  call: masterProductCalls.list,
  columns: masterProductColumns,
  getRowId: (product) => String(product.id),
  describeRow: (product) => product.name,
  headerActions: [{ label: 'Add', call: masterProductCalls.create, to: paths.masterProductAdd }],
  rowActions: [
    {
      label: 'Edit',
      call: masterProductCalls.update,
      onAction: (product) => go(paths.masterProductEdit, { id: product.id }),
    },
  ],
  remove: { call: masterProductCalls.remove, idOf: (product) => product.id, onFailure: 'report' },
});

/** Who may open this screen: whoever the server lets make its list call. */
export const access = masterProductCalls.list.access;

export default function MasterProductList() {
  return <ListScreen declaration={masterProductList} />;
}
