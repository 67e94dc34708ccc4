import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { scanRefusalText } from '@veritag/domain';
import type { LookupLimits } from '../../config/public-limits';
import type { FloodScope, FloodWatch } from './floods';
import { floodWindowSeconds } from './floods';
import { limitReached } from './limit-problem';
import { secondsLeft, spend, type LimiterStore } from './limiter-store';
import type { PublicClient } from './public-client';

export interface LookupTicket {
  /** The code was known: gives back what a known code does not cost (everything, for a free rescan). */
  known(options?: { free?: boolean }): Promise<void>;
  /** The code was unknown: counts it towards floods, and charges the flood's price when one is on; 429 when that is over the budget. */
  unknown(scope?: { companyId: number }): Promise<void>;
}

const busyTitle = scanRefusalText('tooManyChecks');

/**
 * The budget every lookup of a code by an anonymous client spends from (the scan page and the
 * Digital Link resolver alike), counted per client address in the shared table. A lookup is
 * answered only while the address could still pay for a miss: it is charged a known code's
 * price first, and refused when what is left would not cover a miss; a miss then pays the rest.
 * So an address that can no longer pay for a miss gets no answer at all, not even for a code
 * that would have been known: answering known codes while refusing unknown ones would itself
 * tell a guesser which guesses hit. Requests of one address in flight together may each pass
 * before their misses are paid: the per-second burst line bounds that to a second's worth.
 */
export function lookupBudget(store: LimiterStore, floods: FloodWatch, limits: LookupLimits) {
  const perAddress = store({
    name: 'lookup:address',
    points: limits.pointsPerDay,
    seconds: 86_400,
  });
  const unknownCounter = store({
    name: 'lookup:unknown',
    points: Number.MAX_SAFE_INTEGER,
    seconds: floodWindowSeconds,
  });
  const newSessions = store({
    name: 'lookup:sessions',
    points: limits.sessionsPerCodePerDay,
    seconds: 86_400,
  });
  const burst = new RateLimiterMemory({
    keyPrefix: 'lookup:burst',
    points: limits.burstPerSecond,
    duration: 1,
  });

  const priceOfUnknown = (scope?: { companyId: number }) =>
    floods.flooded('platform') || (scope && floods.flooded(scope))
      ? limits.floodUnknownCost
      : limits.unknownCost;

  const countUnknown = async (scope: FloodScope) =>
    floods.observe(
      scope,
      (
        await spend(
          unknownCounter,
          scope === 'platform' ? 'platform' : `company:${scope.companyId}`,
          1,
        )
      ).res,
    );

  return {
    /**
     * Before a lookup: charges a known code's price, and refuses (429) when the address could
     * not pay for a miss after it (at the flood's price under a flood of the company).
     */
    async begin(client: PublicClient, scope?: { companyId: number }): Promise<LookupTicket> {
      await burst.consume(client.addressKey).catch((rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) throw limitReached(busyTitle, 1);
        throw rejection;
      });
      const { over, res } = await spend(perAddress, client.addressKey, limits.knownCost);
      if (over || res.remainingPoints < priceOfUnknown(scope) - limits.knownCost)
        throw limitReached(busyTitle, secondsLeft(res));
      return {
        known: async ({ free = false } = {}) => {
          if (free) await perAddress.reward(client.addressKey, limits.knownCost);
        },
        unknown: async (unknownScope = scope) => {
          await Promise.all([
            countUnknown('platform'),
            unknownScope ? countUnknown(unknownScope) : undefined,
          ]);
          const { over: overNow, res: after } = await spend(
            perAddress,
            client.addressKey,
            priceOfUnknown(unknownScope) - limits.knownCost,
          );
          if (overNow) throw limitReached(busyTitle, secondsLeft(after));
        },
      };
    },

    /** Whether another new scan session of this code may be counted today (each call spends one). */
    async countsNewSession(codeId: number): Promise<boolean> {
      return !(await spend(newSessions, String(codeId), 1)).over;
    },
  };
}
export type LookupBudget = ReturnType<typeof lookupBudget>;
