import { jwtDecode } from 'jwt-decode';
import { isTokenLive } from '@veritag/domain';

/** The token's claims, or undefined when it does not decode (the guard then sends to /login). */
export function claimsOf(token: string | null): { exp?: unknown } | undefined {
  if (!token) return undefined;
  try {
    return jwtDecode<{ exp?: unknown }>(token);
  } catch {
    return undefined;
  }
}

export const tokenIsLive = (token: string | null, now = Date.now()): boolean =>
  isTokenLive(claimsOf(token), now);
