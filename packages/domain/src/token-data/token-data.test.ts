import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issue-paths';
import { defaultTokenType, validUptoOptions } from './token-data.constants';
import { packSizesFor, tokenDataRowActions } from './token-data.rules';
import { TokenDataFormSchema } from './token-data.schema';

const csv = { name: 'tokens.csv', size: 100, type: 'text/csv' };
const form = { plant: 1, color: 'Red', poNumber: 'PO-1', validUpto: '3 Years', zpack: 10, file: csv };

describe('token data form (spec 002 section 5)', () => {
  it.each([
    ['valid', {}, {}],
    ['plant required', { plant: '' }, { plant: 'This field is required' }],
    ['color required', { color: '' }, { color: 'This field is required' }],
    ['PO number required', { poNumber: '' }, { poNumber: 'This field is required' }],
    ['validUpto required', { validUpto: '' }, { validUpto: 'This field is required' }],
    ['validUpto 3, 4 or 5 years', { validUpto: '6 Years' }, { validUpto: 'Please choose a value from the list' }],
    ['zpack required', { zpack: undefined }, { zpack: 'This field is required' }],
    ['zpack min 1', { zpack: 0 }, { zpack: "Value can't be less than 1" }],
    ['PO date from 2010', { poDate: '2009-12-31' }, { poDate: 'Year must be between 2010 and 2070' }],
    ['PO date to 2070', { poDate: '2070-12-31' }, {}],
    ['PO date after 2070', { poDate: '2071-01-01' }, { poDate: 'Year must be between 2010 and 2070' }],
    ['file required', { file: undefined }, { file: 'This field is required' }],
    ['file CSV only', { file: { ...csv, name: 'tokens.xlsx', type: '' } }, { file: 'Only a CSV file is accepted' }],
    ['file max 10,000,000 bytes', { file: { ...csv, size: 10_000_001 } }, { file: 'File must be at most 10,000,000 bytes' }],
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
    ['COMPLETED', true],
    ['RUNNING', false],
    [null, false],
  ])('file status %s offers the CSV download: %s', (status, download) => {
    expect(tokenDataRowActions(status)).toEqual({ downloadCsv: download });
  });
});
