import { describe, expect, it } from 'vitest';
import { printedExpiry } from './generation-sources';

describe('the printed expiry', () => {
  it('is the month that many months after the batch date, as MM/YYYY', () => {
    expect(printedExpiry(new Date('2026-11-25T10:00:00Z'), 18)).toBe('05/2028');
    expect(printedExpiry(new Date('2026-01-31T10:00:00Z'), 1)).toBe('02/2026');
    expect(printedExpiry(new Date('2026-12-01T00:00:00Z'), 12)).toBe('12/2027');
    expect(printedExpiry(new Date('2026-03-15T00:00:00Z'), 1200)).toBe('03/2126');
  });

  it('is blank without an expiration', () => {
    expect(printedExpiry(new Date('2026-11-25T10:00:00Z'), null)).toBeNull();
  });

  it('reads the batch date in UTC, the same on every server', () => {
    expect(printedExpiry(new Date('2026-12-31T23:30:00Z'), 1)).toBe('01/2027');
    expect(printedExpiry(new Date('2027-01-01T00:30:00+01:00'), 1)).toBe('01/2027');
  });
});
