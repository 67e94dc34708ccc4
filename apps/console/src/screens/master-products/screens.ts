import { guarded } from '#app/routing/screen-declaration';

export const masterProductList = guarded({
  path: '/master_product_list',
  title: 'Master Product',
  aliases: ['/matnr_list'],
  menu: { privilege: 'Master Product' },
  load: () => import('./MasterProductList/MasterProductList'),
});

export const masterProductAdd = guarded({
  path: '/master_product_add',
  title: 'Add Master Product',
  aliases: ['/matnr_add'],
  within: masterProductList,
  load: () => import('./MasterProductAdd/MasterProductAdd'),
});

export const masterProductEdit = guarded({
  path: '/master_product_edit',
  title: 'Edit Master Product',
  aliases: ['/matnr_edit'],
  within: masterProductList,
  load: () => import('./MasterProductEdit/MasterProductEdit'),
});
