import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../../http/problem';

/**
 * What is counted. login: wrong passwords and wrong login codes, on checklogin, sendOtp and
 * login alike (one budget, so three doors do not triple the guesses). forgotPassword: every
 * request, since each may send a mail. resetPassword: wrong reset codes.
 */
export type AuthAction = 'login' | 'forgotPassword' | 'resetPassword';

export interface AttemptLimits {
  /** One account from one client address: the only budget that refuses that address outright. */
  perPair: number;
  /** One client address, across all accounts. */
  perAddress: number;
  /** One account, across all addresses: over it the account is "busy" (see perPairWhenBusy). */
  perAccount: number;
  /** The pair budget while the account is busy: a fresh address still gets in, a guessing one is cut short. */
  perPairWhenBusy: number;
}

/** Per 15 minutes. */
export const defaultAuthLimits: Record<AuthAction, AttemptLimits> = {
  login: { perPair: 10, perAddress: 100, perAccount: 100, perPairWhenBusy: 3 },
  forgotPassword: { perPair: 5, perAddress: 30, perAccount: 20, perPairWhenBusy: 2 },
  resetPassword: { perPair: 5, perAddress: 30, perAccount: 50, perPairWhenBusy: 2 },
};
const windowSeconds = 15 * 60;

/** The counters' table with DATABASE_URL; the library creates and sweeps it (see notes). */
export const rateLimitTable = 'auth_rate_limits';

export interface AuthAttempt {
  /** The password or code proved right: the attempt is given back and the pair starts over. */
  succeeded(): Promise<void>;
}

type Store = (keyPrefix: string, points: number) => RateLimiterAbstract;

const memoryStore: Store = (keyPrefix, points) =>
  new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });

/** Counters in PostgreSQL, so every API process spends from the same budget. */
async function postgresStore(pool: Pool): Promise<Store> {
  const options = (keyPrefix: string, points: number) => ({
    storeClient: pool,
    storeType: 'pool',
    tableName: rateLimitTable,
    keyPrefix,
    points,
    duration: windowSeconds,
  });
  // The library's own CREATE TABLE IF NOT EXISTS, awaited here so a database that refuses it
  // stops the start rather than the first login. It tolerates processes starting together.
  // This first limiter also sweeps expired rows every five minutes: the table is shared, so
  // one sweeper is enough.
  await new Promise<void>((resolve, reject) => {
    new RateLimiterPostgres({ ...options('sweeper', 1), clearExpiredByTimeout: true }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
  return (keyPrefix, points) =>
    new RateLimiterPostgres({
      ...options(keyPrefix, points),
      tableCreated: true,
      clearExpiredByTimeout: false,
    });
}

// Keys are digests: bounded in length (the table's key is varchar(255)) and no readable
// address or username sits in the counters.
const keyOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest('base64url');

const refusal = (res: RateLimiterRes) =>
  tooManyRequests(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

async function take(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw refusal(rejection);
    throw rejection;
  }
}

/**
 * An attempt is taken from the budgets before the password or code is checked, and given
 * back once it proves right. Counting first means parallel guesses cannot slip past the
 * limit while the checks run; giving back means only failures use the budget up.
 * `account` must already be normalised (normaliseLogin), so every spelling counts as one.
 */
export async function authRateLimiter(limits = defaultAuthLimits, pgPool?: Pool) {
  const store = pgPool ? await postgresStore(pgPool) : memoryStore;
  const limiters = {} as Record<
    AuthAction,
    Record<'pair' | 'address' | 'account', RateLimiterAbstract>
  >;
  for (const action of Object.keys(limits) as AuthAction[]) {
    limiters[action] = {
      pair: store(`${action}:pair`, limits[action].perPair),
      address: store(`${action}:address`, limits[action].perAddress),
      account: store(`${action}:account`, limits[action].perAccount),
    };
  }

  return async function attempt(
    action: AuthAction,
    account: string,
    address: string,
  ): Promise<AuthAttempt> {
    const limiter = limiters[action];
    const keys = {
      pair: keyOf(account, address),
      address: keyOf(address),
      account: keyOf(account),
    };
    await take(limiter.address, keys.address);
    const pair = await take(limiter.pair, keys.pair);
    const busy = await limiter.account.consume(keys.account).then(
      () => false,
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return true;
        throw rejection;
      },
    );
    // A busy account is not locked: an address that has not been guessing at it still gets in.
    if (busy && pair.consumedPoints > limits[action].perPairWhenBusy) throw refusal(pair);
    return {
      async succeeded() {
        await Promise.all([
          limiter.pair.delete(keys.pair),
          limiter.address.reward(keys.address, 1),
          limiter.account.reward(keys.account, 1),
        ]);
      },
    };
  };
}
export type AuthRateLimiter = Awaited<ReturnType<typeof authRateLimiter>>;
