import { guarded } from '#app/routing/screen-declaration';

export const settings = guarded({
  path: '/settings',
  title: 'Settings',
  load: () => import('./Settings/Settings'),
});
