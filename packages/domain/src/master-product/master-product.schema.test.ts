import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import { MasterProductFormSchema, masterProductPackSizes } from './master-product.schema';

const long = (length: number) => 'x'.repeat(length);
const matnr = {
  name: 'SKU1',
  color: 'Red',
  packSize: 10,
  primeString: 'P',
  colorCode: 'R1',
  painterTokenCode: 'PC',
  amount: '12.5',
};

describe('master product (spec 002 section 5)', () => {
  it.each([
    ['valid', {}, {}],
    ['SKU code required', { name: '' }, { name: 'This field is required' }],
    ['SKU code max 200', { name: long(201) }, { name: 'Value must be less than 200' }],
    ['color required', { color: '' }, { color: 'This field is required' }],
    ['color max 200', { color: long(201) }, { color: 'Value must be less than 200' }],
    ['pack size required', { packSize: '' }, { packSize: 'This field is required' }],
    ['pack size 1', { packSize: 1 }, {}],
    ['pack size 40', { packSize: 40 }, {}],
    ['pack size 41', { packSize: 41 }, { packSize: 'Please choose a value from the list' }],
    ['pack size 0', { packSize: 0 }, { packSize: "Value can't be less than 1" }],
    ['description optional', { description: '' }, {}],
    ['primeString required', { primeString: '' }, { primeString: 'This field is required' }],
    ['colorCode required', { colorCode: '' }, { colorCode: 'This field is required' }],
    ['P-Code required', { painterTokenCode: '' }, { painterTokenCode: 'This field is required' }],
    ['amount required', { amount: '' }, { amount: 'This field is required' }],
    ['amount numeric', { amount: 'ten' }, { amount: 'Value must be a number' }],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(MasterProductFormSchema, { ...matnr, ...change })).toEqual(expected);
  });
  it('always sends token type Normal, and offers pack sizes 1 to 40', () => {
    expect(v.parse(MasterProductFormSchema, { ...matnr, tokenType: 'Lucky' }).tokenType).toBe(
      'Normal',
    );
    expect(v.parse(MasterProductFormSchema, matnr).amount).toBe(12.5);
    expect([
      masterProductPackSizes[0],
      masterProductPackSizes.at(-1),
      masterProductPackSizes.length,
    ]).toEqual([1, 40, 40]);
  });
});
