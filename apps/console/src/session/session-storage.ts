import { trackAndTraceStorageKey, type Account } from '@veritag/domain';
import type { Route } from '#app/app/paths';
import { guardedScreenOf } from '#app/routing/screens';

/**
 * What the console keeps in local storage (spec 000 sections 1 and 4): the token with its
 * login time, the account as "the user", and the track&Trace flag under its spec name.
 */
const keys = {
  token: 'token',
  loginTime: 'loginTime',
  user: 'user',
  trackAndTrace: trackAndTraceStorageKey,
} as const;

export const sessionStorageKeys = keys;

export const storedToken = (): string | null => localStorage.getItem(keys.token);

export function storeToken(token: string, now: Date): void {
  localStorage.setItem(keys.token, token);
  localStorage.setItem(keys.loginTime, now.toISOString());
}

export function storedUser(): Account | null {
  const raw = localStorage.getItem(keys.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Account;
  } catch {
    return null;
  }
}

export const storeUser = (user: Account): void =>
  localStorage.setItem(keys.user, JSON.stringify(user));
export const storeTrackAndTrace = (on: boolean): void =>
  localStorage.setItem(keys.trackAndTrace, String(on));
export const storedTrackAndTrace = (): boolean =>
  localStorage.getItem(keys.trackAndTrace) === 'true';

/** Logout clears local storage (spec 000 section 2.2). */
export const clearSession = (): void => localStorage.clear();

/**
 * The screen a session ended on (an expired token, a 401), so logging in again returns
 * there instead of the dashboard. Kept per tab in sessionStorage, which logout's
 * localStorage.clear() leaves alone; logout forgets it on purpose.
 */
const returnRouteKey = 'returnRoute';
/**
 * Remembers a guarded route to come back to after the next login. Any other route is not
 * kept and does not replace the one remembered: a call that fails with 401 after the guard
 * has already moved to /login would otherwise swap the screen the user was on for the login.
 */
export function rememberReturnRoute(route: string): void {
  if (guardedScreenOf(route)) sessionStorage.setItem(returnRouteKey, route);
}
export const forgetReturnRoute = (): void => sessionStorage.removeItem(returnRouteKey);
export function takeReturnRoute(): Route | null {
  const route = sessionStorage.getItem(returnRouteKey);
  forgetReturnRoute();
  // Only a route of the console's own: the value sits in storage a script could write.
  return guardedScreenOf(route ?? '')?.path ?? null;
}
