import { describe, expect, it } from 'vitest';
import {
  addMonths,
  datePartsOf,
  defaultScanRange,
  formatIsoDate,
  formatIsoDateTime,
  formatIsoMonth,
  formatListDateTime,
  monthNames,
  parseIsoDate,
  parseIsoMonth,
} from './date-format.rules';

const at = (iso: string) => new Date(iso);

describe('date formats (spec 000, 001, 002 section 9)', () => {
  it.each([
    ['2025-03-07T09:05:04Z', '2025-03-07', '07-03-25 09:05 am', '2025-03-07T09:05:04'],
    ['2025-12-31T23:59:59Z', '2025-12-31', '31-12-25 11:59 pm', '2025-12-31T23:59:59'],
    ['2025-01-01T00:00:00Z', '2025-01-01', '01-01-25 12:00 am', '2025-01-01T00:00:00'],
    ['2025-06-15T12:30:00Z', '2025-06-15', '15-06-25 12:30 pm', '2025-06-15T12:30:00'],
  ])('%s: YYYY-MM-DD, DD-MM-YY hh:mm a, YYYY-MM-DDTHH:mm:ss', (iso, date, list, dateTime) => {
    expect(formatIsoDate(at(iso), 'utc')).toBe(date);
    expect(formatListDateTime(at(iso), 'utc')).toBe(list);
    expect(formatIsoDateTime(at(iso), 'utc')).toBe(dateTime);
  });
  it('takes parts as well as dates', () => {
    expect(formatIsoDate({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29');
    expect(formatIsoMonth({ year: 2024, month: 2, day: 29 })).toBe('2024-02');
    expect(formatIsoDateTime({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29T00:00:00');
    expect(formatListDateTime({ year: 2009, month: 1, day: 2, hour: 13, minute: 4 })).toBe(
      '02-01-09 01:04 pm',
    );
  });
  it('reads a date in the local calendar by default', () => {
    const date = new Date(2025, 4, 6, 7, 8, 9);
    expect(datePartsOf(date)).toEqual({
      year: 2025,
      month: 5,
      day: 6,
      hour: 7,
      minute: 8,
      second: 9,
    });
    expect(formatIsoMonth(date)).toBe('2025-05');
  });
});

describe('parsing and month arithmetic', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', undefined],
    ['1900-02-29', undefined],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2025-04-31', undefined],
    ['2025-13-01', undefined],
    ['25-01-01', undefined],
  ])('%s', (text, parts) => {
    expect(parseIsoDate(text)).toEqual(parts);
  });
  it.each([
    ['2025-05', { year: 2025, month: 5, day: 1 }],
    ['2025-00', undefined],
    ['2025-5', undefined],
  ])('month %s', (text, parts) => {
    expect(parseIsoMonth(text)).toEqual(parts);
  });
  it.each([
    [{ year: 2025, month: 3, day: 31 }, -1, { year: 2025, month: 2, day: 28 }],
    [{ year: 2024, month: 3, day: 31 }, -1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2025, month: 1, day: 15 }, -1, { year: 2024, month: 12, day: 15 }],
    [{ year: 2025, month: 12, day: 15 }, 1, { year: 2026, month: 1, day: 15 }],
  ])('%j plus %i months', (from, count, to) => {
    expect(addMonths(from, count)).toEqual(to);
  });
  it('gives the scan dashboard one month ago to today', () => {
    expect(defaultScanRange({ year: 2025, month: 3, day: 31 })).toEqual({
      startDate: '2025-02-28',
      endDate: '2025-03-31',
    });
    expect(monthNames).toHaveLength(12);
  });
});
