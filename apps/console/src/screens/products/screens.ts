import { guarded } from '#app/routing/screen-declaration';

export const productList = guarded({
  path: '/product_list',
  title: 'Product',
  menu: { privilege: 'Product' },
  load: () => import('./ProductList/ProductList'),
});

export const productAdd = guarded({
  path: '/product_add',
  title: 'Add Product',
  within: productList,
  load: () => import('./ProductAdd/ProductAdd'),
});

export const productEdit = guarded({
  path: '/product_edit',
  title: 'Edit Product',
  within: productList,
  load: () => import('./ProductEdit/ProductEdit'),
});
