import { notices } from '../messages/messages';
import { guardedRoutes, publicRoutes, routeAliases, type Route } from './routes.constants';

export type RouteAccess =
  | { kind: 'show'; route: Route }
  | { kind: 'redirect'; to: '/login'; message: string }
  | { kind: 'notFound'; to: '/notfound' };

const isOneOf = <T extends string>(list: readonly T[], path: string): path is T => (list as readonly string[]).includes(path);

/**
 * Spec 000 section 2.2: guarded paths need a live token, else /login with the spec's
 * message; unknown paths show the not-found page. `tokenLive` comes from isTokenLive.
 */
export function routeAccess(path: string, tokenLive: boolean): RouteAccess {
  const resolved = isOneOf(Object.keys(routeAliases), path) ? routeAliases[path as keyof typeof routeAliases] : path;
  if (isOneOf(publicRoutes, resolved)) return { kind: 'show', route: resolved };
  if (!isOneOf(guardedRoutes, resolved)) return { kind: 'notFound', to: '/notfound' };
  if (!tokenLive) return { kind: 'redirect', to: '/login', message: notices.loginFirst };
  return { kind: 'show', route: resolved };
}
