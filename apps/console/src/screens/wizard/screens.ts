import { publicScreen } from '#app/routing/screen-declaration';

export const wizard = publicScreen({
  path: '/wizard',
  title: 'Sign Up',
  load: () => import('./SignUpWizard/SignUpWizard'),
});
