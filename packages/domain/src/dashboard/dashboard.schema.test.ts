import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { issuesOf } from '../test-support/issue-paths';
import {
  formatAverageScans,
  ScanClusterSchema,
  scanMarkerTone,
  ScanRangeSchema,
  weekdayColor,
  weekdayPalette,
} from './dashboard.schema';

describe('scan dashboard dates (spec 000 section 5: start cannot be after end)', () => {
  it.each([
    ['start before end', { startDate: '2025-01-01', endDate: '2025-02-01' }, {}],
    ['start equal to end', { startDate: '2025-01-01', endDate: '2025-01-01' }, {}],
    [
      'start after end',
      { startDate: '2025-02-02', endDate: '2025-02-01' },
      { startDate: 'Start date can not be after End date' },
    ],
    ['start missing', { endDate: '2025-02-01' }, { startDate: 'This field is required' }],
    [
      'not a date',
      { startDate: '2025-02-30', endDate: '2025-03-01' },
      { startDate: 'Date must be in the form YYYY-MM-DD' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(ScanRangeSchema, input)).toEqual(expected);
  });
  it('shows the average to 2 decimals and colours markers by validity', () => {
    expect(formatAverageScans(3.14159)).toBe('3.14');
    expect(formatAverageScans(2)).toBe('2.00');
    expect(scanMarkerTone({ valid: false })).toBe('invalid');
    expect(scanMarkerTone({ valid: true })).toBe('valid');
    expect(scanMarkerTone({})).toBe('valid');
  });
});

describe('bar colours by weekday (spec 000 section 2.6)', () => {
  it('has seven distinct colours and picks by the day of the week', () => {
    expect(new Set(weekdayPalette).size).toBe(7);
    expect(weekdayColor(new Date('2026-11-22T10:00:00Z'))).toBe(weekdayPalette[0]);
    expect(weekdayColor(new Date('2026-11-21T10:00:00Z'))).toBe(weekdayPalette[6]);
  });
});

describe('server clusters of the scan maps', () => {
  it('carries whole, non-negative counts of valid and invalid scans', () => {
    expect(
      v.safeParse(ScanClusterSchema, { latitude: 40, longitude: 14, valid: 3, invalid: 0 }).success,
    ).toBe(true);
    expect(
      v.safeParse(ScanClusterSchema, { latitude: 40, longitude: 14, valid: -1, invalid: 0 })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(ScanClusterSchema, { latitude: 40, longitude: 14, valid: 1.5, invalid: 0 })
        .success,
    ).toBe(false);
  });
});
