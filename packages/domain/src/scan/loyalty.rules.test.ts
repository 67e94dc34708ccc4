import { describe, expect, it } from 'vitest';
import { mobileEnding, redemptionRefusal } from './loyalty.rules';

describe('redemptionRefusal', () => {
  it('takes any request within the balance', () => {
    expect(redemptionRefusal(1, 1)).toBeUndefined();
    expect(redemptionRefusal(40, 50)).toBeUndefined();
  });
  it('says how many points there are when asked for more', () => {
    expect(redemptionRefusal(51, 50)).toBe('You have 50 points: ask for 50 or fewer');
    expect(redemptionRefusal(2, 1)).toBe('You have 1 point: ask for 1 or fewer');
  });
  it('says there is nothing to redeem at a zero balance', () => {
    expect(redemptionRefusal(1, 0)).toBe('You have no points to redeem yet');
  });
});

it('shows the last three digits of a mobile', () => {
  expect(mobileEnding('9876543210')).toBe('210');
});
