import { describe, expect, it } from 'vitest';
import {
  countTicks,
  everyDay,
  longDateLabel,
  shortDateLabel,
  sparseTicks,
} from './daily-scans.rules';

describe('days of the chart', () => {
  it('fills the days the server left out with zero, in date order', () => {
    expect(
      everyDay([
        { date: '2026-03-03', count: 4 },
        { date: '2026-02-28', count: 1 },
      ]),
    ).toEqual([
      { date: '2026-02-28', count: 1 },
      { date: '2026-03-01', count: 0 },
      { date: '2026-03-02', count: 0 },
      { date: '2026-03-03', count: 4 },
    ]);
  });

  it('has no days for no data', () => {
    expect(everyDay([])).toEqual([]);
  });

  it('counts a leap year and a change of clocks as whole days', () => {
    const year = everyDay([
      { date: '2024-01-01', count: 1 },
      { date: '2024-12-31', count: 1 },
    ]);
    expect(year).toHaveLength(366);
    expect(year.map((d) => d.date)).toContain('2024-03-31');
  });
});

describe('tick labels', () => {
  it('keeps every date when they fit', () => {
    expect(sparseTicks(['a', 'b', 'c'], 5)).toEqual(['a', 'b', 'c']);
  });

  it('thins a year to at most the labels that fit, from the first day', () => {
    const days = Array.from({ length: 365 }, (_, i) => i);
    const ticks = sparseTicks(days, 12);
    expect(ticks.length).toBeLessThanOrEqual(12);
    expect(ticks[0]).toBe(0);
    expect(ticks[1]).toBe(31);
  });

  it('shows at least one label on a narrow chart', () => {
    expect(sparseTicks([1, 2, 3], 0)).toEqual([1]);
  });

  it('never labels half a scan', () => {
    expect(countTicks([0, 0.5, 1, 1.5, 2])).toEqual([0, 1, 2]);
  });

  it('writes dates the same on every machine', () => {
    expect(shortDateLabel('2026-03-05')).toBe('5 Mar');
    expect(longDateLabel('2026-03-05')).toBe('Thu 5 Mar 2026');
  });
});
