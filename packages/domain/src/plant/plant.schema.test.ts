import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import { VendorFormSchema } from '../vendor/vendor.schema';
import { plantFormSchema, plantProductLocked, plantProductRowsShown } from './plant.schema';

const long = (length: number) => 'x'.repeat(length);
const plant = {
  plantCode: 'P1',
  name: 'North',
  address: 'Road 1',
  customer: { id: 2 },
  plantProducts: [{ product: 5, noOfLabelPerRoll: 500 }],
};

describe('plant form (spec 002 section 5)', () => {
  it.each([
    ['add: valid', 'add', {}, {}],
    ['plantCode required', 'add', { plantCode: '' }, { plantCode: 'This field is required' }],
    [
      'plantCode max 100',
      'add',
      { plantCode: long(101) },
      { plantCode: 'Value must be less than 100' },
    ],
    ['name required', 'add', { name: undefined }, { name: 'This field is required' }],
    ['name max 100', 'add', { name: long(101) }, { name: 'Value must be less than 100' }],
    ['address required', 'add', { address: '' }, { address: 'This field is required' }],
    ['add: address of 250', 'add', { address: long(250) }, {}],
    [
      'add: address max 250',
      'add',
      { address: long(251) },
      { address: 'Value must be less than 250' },
    ],
    [
      'edit: address max 100',
      'edit',
      { id: 1, address: long(101) },
      { address: 'Value must be less than 100' },
    ],
    ['customer required', 'add', { customer: undefined }, { customer: 'This field is required' }],
    [
      'row product required',
      'add',
      { plantProducts: [{ noOfLabelPerRoll: 5 }] },
      { 'plantProducts.0.product': 'This field is required' },
    ],
    [
      'row labels required',
      'add',
      { plantProducts: [{ product: 5 }] },
      { 'plantProducts.0.noOfLabelPerRoll': 'This field is required' },
    ],
    [
      'add: labels max 7 characters',
      'add',
      { plantProducts: [{ product: 5, noOfLabelPerRoll: '12345678' }] },
      { 'plantProducts.0.noOfLabelPerRoll': 'Max Length 7' },
    ],
    [
      'edit: labels of 8 characters',
      'edit',
      { id: 1, plantProducts: [{ product: 5, noOfLabelPerRoll: '12345678' }] },
      {},
    ],
    [
      'edit: product code max 25',
      'edit',
      { id: 1, plantProducts: [{ product: 5, productCode: long(26), noOfLabelPerRoll: 1 }] },
      { 'plantProducts.0.productCode': 'Value must be less than 25' },
    ],
    [
      'All Product Add ignores hidden rows',
      'add',
      { allowAllProduct: true, plantProducts: [{}] },
      {},
    ],
    [
      'contact person email required',
      'add',
      { contectPersons: [{ name: 'A' }] },
      { 'contectPersons.0.email': 'This field is required' },
    ],
  ] as const)('%s', (_name, mode, change, expected) => {
    expect(issuesOf(plantFormSchema(mode), { ...plant, ...change })).toEqual(expected);
  });

  it('sends the customer id and drops the rows with All Product Add on', () => {
    const output = v.parse(plantFormSchema('add'), { ...plant, allowAllProduct: 'true' });
    expect(output.customer).toBe(2);
    expect(output.plantProducts).toEqual([]);
  });
  it('hides rows with All Product Add and locks a saved row', () => {
    expect(plantProductRowsShown(true)).toBe(false);
    expect(plantProductRowsShown(false)).toBe(true);
    expect(plantProductLocked({ id: 3 })).toBe(true);
    expect(plantProductLocked({})).toBe(false);
  });
});

describe('vendor form (spec 002 section 5)', () => {
  it.each([
    ['valid', {}, {}],
    ['name required', { name: '' }, { name: 'This field is required' }],
    ['name max 100', { name: long(101) }, { name: 'Value must be less than 100' }],
    ['address required', { address: '' }, { address: 'This field is required' }],
    ['address max 250', { address: long(251) }, { address: 'Value must be less than 250' }],
    [
      'contact mobile numeric',
      { contectPersons: [{ name: 'A', email: 'a@b.c', mobile: 'x' }] },
      { 'contectPersons.0.mobile': 'Value must be a number' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(VendorFormSchema, { name: 'V', address: 'A', ...change })).toEqual(expected);
  });
});
