import { guarded } from '#app/routing/screen-declaration';

export const packagingList = guarded({
  path: '/packaging_list',
  title: 'Packaging',
  menu: { privilege: 'Packaging' },
  load: () => import('./PackagingList/PackagingList'),
});

export const packagingAdd = guarded({
  path: '/packaging_add',
  title: 'Add Packaging',
  within: packagingList,
  load: () => import('./PackagingAdd/PackagingAdd'),
});

export const packagingEdit = guarded({
  path: '/packaging_edit',
  title: 'Edit Packaging',
  within: packagingList,
  load: () => import('./PackagingEdit/PackagingEdit'),
});
