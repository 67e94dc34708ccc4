import { guarded } from '#app/routing/screen-declaration';

export const dashboard = guarded({
  path: '/dashboard',
  title: 'Dashboard',
  load: () => import('./Dashboard/Dashboard'),
});
