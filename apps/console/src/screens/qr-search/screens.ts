import { guarded } from '#app/routing/screen-declaration';

export const qrSearchList = guarded({
  path: '/search_qr_code',
  title: 'Search QrCode',
  menu: { privilege: 'Track & Trace' },
  load: () => import('./QrSearchList/QrSearchList'),
});

export const qrSearch = guarded({
  path: '/search',
  title: 'Search QrCode',
  within: qrSearchList,
  load: () => import('./QrSearch/QrSearch'),
});
