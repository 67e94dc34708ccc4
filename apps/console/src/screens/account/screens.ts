import { guarded } from '#app/routing/screen-declaration';

export const userProfile = guarded({
  path: '/user_profile',
  title: 'User Profile',
  load: () => import('./UserProfile/UserProfile'),
});
