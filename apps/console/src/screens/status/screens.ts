import { notices } from '@veritag/domain';
import { publicScreen } from '#app/routing/screen-declaration';

export const error = publicScreen({
  path: '/error',
  title: notices.errorPage,
  load: () => import('./ExceptionPage/ExceptionPage'),
});

export const notFound = publicScreen({
  path: '/notfound',
  title: notices.notFoundPage,
  framedWhenSignedIn: true,
  load: () => import('./NotFoundPage/NotFoundPage'),
});

// Inside the frame like Not Found: a refused screen is a place in the console, not a way out
// of it.
export const accessDenied = publicScreen({
  path: '/access',
  title: notices.accessDeniedPage,
  framedWhenSignedIn: true,
  load: () => import('./AccessDeniedPage/AccessDeniedPage'),
});
