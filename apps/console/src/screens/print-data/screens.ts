import { guarded } from '#app/routing/screen-declaration';

export const printDataList = guarded({
  path: '/print_data_list',
  title: 'Print Data',
  menu: { privilege: 'Print Data' },
  load: () => import('./PrintDataList/PrintDataList'),
});

export const printDataAdd = guarded({
  path: '/print_data_add',
  title: 'Print Data Generator',
  within: printDataList,
  load: () => import('./PrintDataAdd/PrintDataAdd'),
});
