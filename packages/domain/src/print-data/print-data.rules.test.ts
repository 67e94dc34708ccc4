import { describe, expect, it } from 'vitest';
import {
  digitOptionsFor,
  micrositeDefaults,
  printDataNextStep,
  printDataRowActions,
  printDataYearOptions,
} from './print-data.rules';

describe('digit options (spec 001 section 5)', () => {
  it.each([
    ['Alphanumeric', [6, 7, 8, 9, 10, 11, 12, 13, 14]],
    ['Numeric', [10, 11, 12, 13, 14]],
    [undefined, []],
  ] as const)('%s gives %j', (codeType, digits) => {
    expect(digitOptionsFor(codeType)).toEqual(digits);
  });
  it('offers the years 2015 to 2050', () => {
    const years = printDataYearOptions();
    expect([years[0], years.at(-1), years.length]).toEqual([2015, 2050, 36]);
  });
});

describe('microsite defaults (spec 001 section 4)', () => {
  it('fills the current month and year, Alphanumeric, quantity 1, digit 9, up 1, microsite on', () => {
    expect(micrositeDefaults({ year: 2026, month: 3, day: 14 })).toEqual({
      month: 'Mar',
      year: 2026,
      codeType: 'Alphanumeric',
      quantity: 1,
      digit: 9,
      up: 1,
      isMicrosite: true,
    });
    expect(micrositeDefaults({ year: 2026, month: 12, day: 1 }).month).toBe('Dec');
  });
});

describe('print data row actions (spec 001 section 4)', () => {
  it.each([
    ['generated, open', { genStatus: 'COMPLETED', productionStatus: 'OPEN' }, false, true],
    ['still generating', { genStatus: 'RUNNING', productionStatus: 'OPEN' }, true, false],
    ['closed, not admin', { genStatus: 'COMPLETED', productionStatus: 'CLOSE' }, false, false],
    ['closed, admin', { genStatus: 'COMPLETED', productionStatus: 'CLOSE' }, true, true],
    ['no status yet', {}, false, true],
  ])('%s: downloads %s', (_name, row, isAdmin, download) => {
    expect(printDataRowActions(row, isAdmin)).toEqual({
      downloadExcel: download,
      downloadCsv: download,
      view: true,
    });
  });
});

describe('after saving print data (spec 001 section 4)', () => {
  it.each([
    [{ micrositeEnable: true }, 'generateMicrositeCodes'],
    [{ micrositeEnable: false }, 'generateFile'],
    [{}, 'generateFile'],
  ])('%j: %s', (client, step) => {
    expect(printDataNextStep(client)).toBe(step);
  });
});
