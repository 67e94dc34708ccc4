import type { Budget } from '../public-limits';

export interface VideoPageAttempt {
  /** The id named a customer: the attempt is given back, so only misses use the budget up. */
  found(): Promise<void>;
}

/**
 * Bounds how fast one address can walk the old numeric ids (or guess public ones): a reader of
 * printed codes seldom misses, a walker mostly does. The attempt is taken from the public
 * limits' videoPageMisses budget (shared by every API process) before the look-up and given
 * back on a hit, so parallel guesses cannot slip past while the look-ups run; over the budget,
 * hits are refused too, or 200 against 429 would keep telling ids apart.
 */
export function videoPageLimiter(
  misses: Pick<Budget<'address'>, 'take'>,
): (addressKey: string) => Promise<VideoPageAttempt> {
  return async (addressKey) => {
    const taken = await misses.take({ address: addressKey });
    return { found: taken.giveBack };
  };
}
