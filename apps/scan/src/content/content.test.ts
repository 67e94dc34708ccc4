import { describe, expect, it } from 'vitest';
import { formatMonth, formatPlace, formatScanTime } from './format';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://a.example/x?y=1', 'https://a.example/x?y=1'],
    ['http://a.example', 'http://a.example/'],
    ['/scan-files/a.pdf', '/scan-files/a.pdf'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['//evil.example/x', undefined],
    ['/\\evil.example/x', undefined],
    ['mailto:a@b.example', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (raw, safe) => expect(safeUrl(raw)).toBe(safe));
});

it('says times, months and places in words', () => {
  expect(formatScanTime('2025-12-31T23:05:00Z')).toBe('31 Dec 2025, 23:05 UTC');
  expect(formatScanTime('not a time')).toBe('not a time');
  expect(formatMonth('2027-02')).toBe('Feb 2027');
  expect(formatMonth('2027-13')).toBe('2027-13');
  expect(formatPlace({ lat: -33.9, lng: -70.7 })).toBe('33.9° S, 70.7° W');
});
