import { guarded } from '#app/routing/screen-declaration';

export const geoDiversionList = guarded({
  path: '/geo_diversion_list',
  title: 'Geo-Diversions',
  menu: { privilege: 'Track & Trace' },
  load: () => import('./GeoDiversionList/GeoDiversionList'),
});
