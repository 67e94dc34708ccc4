import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import { defaultTokenType, validUptoOptions } from './token-data.constants';
import { checkPackList, readPackLine, tokensOf } from './pack-list.rules';
import { packSizesFor, tokenDataRowActions, validUptoDateOf } from './token-data.rules';
import { TokenDataFormSchema } from './token-data.schema';

const csv = { name: 'tokens.csv', size: 100, type: 'text/csv' };
const form = {
  plant: 1,
  color: 'Red',
  poNumber: 'PO-1',
  validUpto: '3 Years',
  zpack: 10,
  file: csv,
};

describe('token data form (spec 002 section 5)', () => {
  it.each([
    ['valid', {}, {}],
    ['plant required', { plant: '' }, { plant: 'This field is required' }],
    ['color required', { color: '' }, { color: 'This field is required' }],
    ['PO number required', { poNumber: '' }, { poNumber: 'This field is required' }],
    ['validUpto required', { validUpto: '' }, { validUpto: 'This field is required' }],
    [
      'validUpto 3, 4 or 5 years',
      { validUpto: '6 Years' },
      { validUpto: 'Please choose a value from the list' },
    ],
    ['zpack required', { zpack: undefined }, { zpack: 'This field is required' }],
    ['zpack min 1', { zpack: 0 }, { zpack: "Value can't be less than 1" }],
    [
      'PO date from 2010',
      { poDate: '2009-12-31' },
      { poDate: 'Year must be between 2010 and 2070' },
    ],
    ['PO date to 2070', { poDate: '2070-12-31' }, {}],
    [
      'PO date after 2070',
      { poDate: '2071-01-01' },
      { poDate: 'Year must be between 2010 and 2070' },
    ],
    ['file required', { file: undefined }, { file: 'This field is required' }],
    [
      'file CSV only',
      { file: { ...csv, name: 'tokens.xlsx', type: '' } },
      { file: 'Only a CSV file is accepted' },
    ],
    [
      'file max 10,000,000 bytes',
      { file: { ...csv, size: 10_000_001 } },
      { file: 'File must be at most 10 MB' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(TokenDataFormSchema, { ...form, ...change })).toEqual(expected);
  });
  it('sends token type Normal', () => {
    expect(v.parse(TokenDataFormSchema, form).tokenType).toBe('Normal');
  });
});

describe('token type to pack sizes (spec 002 sections 4 and 9)', () => {
  it.each([
    ['Normal', [10, 15, 20, 25, 50, 75, 100, 150, 200]],
    ['Lucky', [15, 20, 25, 50, 75, 100, 150, 200]],
  ] as const)('%s gives %j', (tokenType, sizes) => {
    expect(packSizesFor(tokenType)).toEqual(sizes);
  });
  it('defaults to Normal and offers validUpto 3, 4 or 5 years', () => {
    expect(defaultTokenType).toBe('Normal');
    expect(validUptoOptions).toEqual(['3 Years', '4 Years', '5 Years']);
  });
  it.each([
    ['COMPLETED', true, false],
    ['RUNNING', false, false],
    ['UPLOADED', false, true],
    ['FAILED', false, true],
    [null, false, false],
  ])('file status %s offers the CSV download: %s, Generate: %s', (status, download, generate) => {
    expect(tokenDataRowActions(status)).toEqual({ downloadCsv: download, generate });
  });
});

describe('the uploaded pack list', () => {
  it('counts the packs under the header, skipping blank lines, quotes, a byte order mark and CRLF', () => {
    expect(checkPackList('\uFEFFpack\r\nPK-1\r\n"PK-2"\r\n\r\n  PK/3.a  \r\n')).toEqual({
      packs: 3,
    });
    expect(checkPackList('"Pack"\nA')).toEqual({ packs: 1 });
  });
  it.each([
    ['no header', 'PK-1\nPK-2', 'The CSV file must start with the header line pack'],
    ['an empty file', '', 'The CSV file must start with the header line pack'],
    [
      'no packs',
      'pack\n\n',
      'The CSV file lists no packs: add one pack reference a line under the header',
    ],
    ['a repeated pack', 'pack\nA\nB\nA', 'Line 4 of the CSV file repeats pack A (first on line 2)'],
    [
      'two columns',
      'pack\nA,3',
      'Line 2 of the CSV file has more than one column: the file holds one column, pack',
    ],
    [
      'a semicolon',
      'pack\nA;3',
      'Line 2 of the CSV file has more than one column: the file holds one column, pack',
    ],
    [
      'a space inside',
      'pack\nA B',
      "Line 2 of the CSV file: 'A B' is not a pack reference (1 to 50 letters, digits, - _ / or ., starting with a letter or digit)",
    ],
    [
      'a formula',
      'pack\n=cmd',
      "Line 2 of the CSV file: '=cmd' is not a pack reference (1 to 50 letters, digits, - _ / or ., starting with a letter or digit)",
    ],
    [
      '51 characters',
      `pack\n${'A'.repeat(51)}`,
      `Line 2 of the CSV file: '${'A'.repeat(51)}' is not a pack reference (1 to 50 letters, digits, - _ / or ., starting with a letter or digit)`,
    ],
  ])('refuses %s', (_name, text, problem) => {
    expect(checkPackList(text)).toEqual({ problem });
  });
  it('takes 50 characters and reads one line at a time', () => {
    expect(checkPackList(`pack\n${'A'.repeat(50)}`)).toEqual({ packs: 1 });
    expect(readPackLine(' "X-1" \r', 7)).toEqual({ pack: 'X-1' });
    expect(readPackLine('  ', 7)).toEqual({ blank: true });
  });
  it('makes packs x zpack tokens, at most 1,000,000 a file', () => {
    expect(tokensOf(50_000, 20)).toEqual({ quantity: 1_000_000 });
    expect(tokensOf(50_001, 20)).toEqual({
      problem:
        "The CSV file's 50,001 packs of 20 make 1,000,020 tokens; a token data file holds at most 1,000,000: split the purchase order",
    });
  });
});

describe('valid up to', () => {
  it.each([
    ['2025-11-25T23:30:00Z', '3 Years', '2028-11-25'],
    ['2025-01-31T00:00:00Z', '5 Years', '2030-01-31'],
    ['2024-02-29T12:00:00Z', '3 Years', '2027-02-28'],
    ['2024-02-29T12:00:00Z', '4 Years', '2028-02-29'],
  ] as const)('uploaded %s, valid %s: until %s', (uploaded, validUpto, until) => {
    expect(validUptoDateOf(new Date(uploaded), validUpto)).toBe(until);
  });
});
