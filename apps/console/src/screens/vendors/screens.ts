import { guarded } from '#app/routing/screen-declaration';

export const vendorList = guarded({
  path: '/vendor_list',
  title: 'Vendor',
  menu: { privilege: 'Vendor' },
  load: () => import('./VendorList/VendorList'),
});

export const vendorAdd = guarded({
  path: '/vendor_add',
  title: 'Add Vendor',
  within: vendorList,
  load: () => import('./VendorAdd/VendorAdd'),
});

export const vendorEdit = guarded({
  path: '/vendor_edit',
  title: 'Edit Vendor',
  within: vendorList,
  load: () => import('./VendorEdit/VendorEdit'),
});
