import { guarded } from '#app/routing/screen-declaration';

export const view = guarded({
  path: '/view',
  title: 'View',
  load: () => import('./ViewPage/ViewPage'),
});
