import { guarded } from '#app/routing/screen-declaration';

export const inventoryList = guarded({
  path: '/inventory_list',
  title: 'Inventory',
  menu: { privilege: 'Track & Trace' },
  load: () => import('./InventoryList/InventoryList'),
});

export const inventoryReport = guarded({
  path: '/inventory_report',
  title: 'Inventory Reports',
  menu: { privilege: 'Track & Trace' },
  load: () => import('./InventoryReport/InventoryReport'),
});

export const consignmentList = guarded({
  path: '/consignment_list',
  title: 'Consignment',
  menu: { privilege: 'Track & Trace' },
  load: () => import('./ConsignmentList/ConsignmentList'),
});

export const consignmentFcodeList = guarded({
  path: '/consignment_fcode_list',
  title: 'Parent F-Codes',
  menu: { privilege: 'Track & Trace' },
  load: () => import('./ConsignmentList/ParentFCodeList'),
});
