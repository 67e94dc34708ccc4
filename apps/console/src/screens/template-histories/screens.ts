import { guarded } from '#app/routing/screen-declaration';

export const tokenList = guarded({
  path: '/template_history_list',
  title: 'Download Print Data',
  // The spec's second route to the token list.
  aliases: ['/template_histories'],
  menu: { privilege: 'Token' },
  load: () => import('./TokenList/TokenList'),
});
