import { createHash } from 'node:crypto';
import type { BudgetWindow } from '../../config/public-limits';
import { limitReached } from './limit-problem';
import { secondsLeft, spend, type LimiterStore } from './limiter-store';

/** Keys are digests: bounded in length, and no mobile number or address is readable in the counters. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * A budget of an anonymous action counted along several dimensions at once (per scan, per
 * code, per mobile, per address, per company, in total), each in the shared table. `take`
 * spends one from every dimension it is given, or none: when one is over, what was taken is
 * given back and the refusal names the wait of the dimension that refused.
 */
export function budget<Dimension extends string>(
  store: LimiterStore,
  name: string,
  windows: Record<Dimension, BudgetWindow>,
  title: (dimension: Dimension) => string,
) {
  const limiters = Object.fromEntries(
    (Object.entries(windows) as [Dimension, BudgetWindow][]).map(([dimension, window]) => [
      dimension,
      store({ name: `${name}:${dimension}`, ...window }),
    ]),
  ) as Record<Dimension, ReturnType<LimiterStore>>;

  return {
    windows,
    /**
     * Spends one of each given dimension (keys as plain text; absent dimensions are not
     * counted), or throws 429. `giveBack` returns what was spent, for an action that turned
     * out not to count (a hit, where only misses should).
     */
    async take(
      keys: Partial<Record<Dimension, string | number>>,
    ): Promise<{ giveBack(): Promise<void> }> {
      const taken: [Dimension, string][] = [];
      for (const [dimension, key] of Object.entries(keys) as [
        Dimension,
        string | number | undefined,
      ][]) {
        if (key === undefined) continue;
        const hashed = digest(String(key));
        const { over, res } = await spend(limiters[dimension], hashed, 1);
        taken.push([dimension, hashed]);
        if (over) {
          // Refused: nothing was done, so nothing is counted.
          await Promise.all(taken.map(([d, k]) => limiters[d].reward(k, 1)));
          throw limitReached(title(dimension), secondsLeft(res));
        }
      }
      return {
        giveBack: async () =>
          void (await Promise.all(taken.map(([d, k]) => limiters[d].reward(k, 1)))),
      };
    },
  };
}
export type Budget<Dimension extends string> = ReturnType<typeof budget<Dimension>>;
