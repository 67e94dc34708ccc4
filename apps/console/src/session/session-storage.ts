import { trackAndTraceStorageKey, type Account } from '@veritag/domain';

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

export const storeUser = (user: Account): void => localStorage.setItem(keys.user, JSON.stringify(user));
export const storeTrackAndTrace = (on: boolean): void => localStorage.setItem(keys.trackAndTrace, String(on));
export const storedTrackAndTrace = (): boolean => localStorage.getItem(keys.trackAndTrace) === 'true';

/** Logout clears local storage (spec 000 section 2.2). */
export const clearSession = (): void => localStorage.clear();
