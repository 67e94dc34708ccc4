import { vendorCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { openView } from '#app/kit/view/open-view';
import { vendorColumns } from './vendor-columns';

/** Spec 002 section 2: the vendor list with Add, and Edit, View and Delete per row. */
const vendorList = defineList({
  title: 'Vendor',
  trail: [{ label: 'Master' }],
  call: vendorCalls.list,
  columns: vendorColumns,
  getRowId: (vendor) => String(vendor.id),
  describeRow: (vendor) => vendor.name,
  headerActions: [{ label: 'Add', call: vendorCalls.create, to: paths.vendorAdd }],
  rowActions: [
    {
      label: 'Edit',
      call: vendorCalls.update,
      onAction: (vendor) => go(paths.vendorEdit, { id: vendor.id }),
    },
    {
      label: 'View',
      call: vendorCalls.get,
      onAction: (vendor) =>
        openView({
          record: vendor,
          title: 'Vendor Details',
          returnTo: paths.vendorList,
          properties: [
            { label: 'Vendor Code', name: 'id' },
            { label: 'Name', name: 'name' },
            { label: 'Address', name: 'address' },
          ],
          detail: { source: 'vendor', id: vendor.id },
        }),
    },
  ],
  // Spec 002 section 8: deleting a vendor fails silently.
  remove: { call: vendorCalls.remove, idOf: (vendor) => vendor.id, onFailure: 'ignore' },
});

/**
 * Who may open this screen: the Vendor privilege at view level (the rule of a vendor's own
 * call). The list call also answers Print Data viewers, for the print data form's vendor
 * options, but that does not make them users of the vendor screens.
 */
export const access = vendorCalls.get.access;

export default function VendorList() {
  return <ListScreen declaration={vendorList} />;
}
