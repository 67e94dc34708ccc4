import { guarded } from '#app/routing/screen-declaration';

export const codeBlacklist = guarded({
  path: '/code_blacklist',
  title: 'Blacklisted Codes',
  menu: { privilege: 'Print Data' },
  load: () => import('./BlacklistList/BlacklistList'),
});
