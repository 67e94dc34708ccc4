import { guarded } from '#app/routing/screen-declaration';

export const fCodesReport = guarded({
  path: '/reports',
  title: 'F-Codes Report',
  menu: { privilege: 'Template' },
  load: () => import('./FCodesReport/FCodesReport'),
});
