import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultPublicLimits } from '../public-limits';
import { guessUntilRefused } from '../../test-support/guesses';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * The figures docs/abuse.md quotes, measured with the default limits (only the per-second burst
 * line is opened, since these guesses come faster than any phone's): what one address, and one
 * address during a flood, can learn in a day.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: true,
    publicLimits: { lookups: { burstPerSecond: 100_000 } },
  });
});
afterAll(async () => t.close());

it('answers one address 50 guesses a day, and a new address 10 while a platform-wide flood lasts', async () => {
  const { pointsPerDay, unknownCost, floodUnknownCost, platformFlood } =
    defaultPublicLimits.lookups;
  expect((await guessUntilRefused(t, '198.18.100.1')).answered).toBe(pointsPerDay / unknownCost);
  let guessed = pointsPerDay / unknownCost;
  for (let n = 0; guessed < platformFlood; n++)
    guessed += (await guessUntilRefused(t, `198.18.101.${n}`)).answered;
  expect((await guessUntilRefused(t, '198.18.102.1')).answered).toBe(
    pointsPerDay / floodUnknownCost,
  );
  // At the density cap of 1 issued code in 1,000 possible: 0.05 codes a day from one address, 0.01 in a flood.
});
