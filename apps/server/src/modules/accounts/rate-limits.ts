import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../http/problem';

export type AuthAction = 'checklogin' | 'login' | 'sendOtp' | 'reset';

/** Attempts allowed per 15 minutes, for one account and for one client address. */
export const defaultAuthLimits: Record<AuthAction, { perAccount: number; perAddress: number }> = {
  checklogin: { perAccount: 10, perAddress: 100 },
  login: { perAccount: 10, perAddress: 100 },
  sendOtp: { perAccount: 5, perAddress: 30 },
  reset: { perAccount: 5, perAddress: 30 },
};

/**
 * In-process counters. A deployment with several API processes keeps one counter per
 * process; docs/decisions.md says why that is acceptable for now.
 */
export function authRateLimiter(limits = defaultAuthLimits) {
  const window = 15 * 60;
  const limiters = new Map<string, RateLimiterMemory>();
  const limiter = (name: string, points: number) => {
    let found = limiters.get(name);
    if (!found) limiters.set(name, (found = new RateLimiterMemory({ points, duration: window })));
    return found;
  };
  return async function consume(action: AuthAction, account: string, address: string): Promise<void> {
    try {
      await limiter(`${action}:address`, limits[action].perAddress).consume(address);
      await limiter(`${action}:account`, limits[action].perAccount).consume(account.trim().toLowerCase());
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
  };
}
export type AuthRateLimiter = ReturnType<typeof authRateLimiter>;
