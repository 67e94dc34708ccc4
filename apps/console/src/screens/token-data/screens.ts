import { guarded } from '#app/routing/screen-declaration';

export const tokenDataList = guarded({
  path: '/token_data_list',
  title: 'Token Data',
  menu: { privilege: 'Token Data' },
  load: () => import('./TokenDataList/TokenDataList'),
});

export const tokenDataReport = guarded({
  path: '/token_data_report',
  title: 'Token Data Report',
  menu: { privilege: 'Token Data Report' },
  load: () => import('./TokenDataReport/TokenDataReport'),
});

export const tokenDataAdd = guarded({
  path: '/token_data_add',
  title: 'Add Token Data',
  within: tokenDataList,
  load: () => import('./TokenDataAdd/TokenDataAdd'),
});
