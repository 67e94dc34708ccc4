import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import {
  choiceOf,
  optionalChoiceOf,
  FlagSchema,
  HexColorSchema,
  mobileLimits,
  optionalDigits,
  optionalFlag,
  optionalNumber,
  requiredDigits,
  requiredNumber,
  requiredRef,
} from './fields.schema';

const form = v.object({
  quantity: requiredNumber(),
  count: optionalNumber({ maxChars: 250 }),
  scans: requiredNumber({ maxChars: 250, min: 0, max: 12 }),
  mobile: requiredDigits(mobileLimits),
  phone: optionalDigits(),
  plant: requiredRef(),
  on: optionalFlag(),
  kind: optionalChoiceOf(['A', 'B']),
  level: choiceOf(['X', 'Y']),
});
const valid = { quantity: 5, scans: 3, mobile: '0123456789', plant: 4, level: 'X' };

describe('number, digit, reference and choice fields', () => {
  it.each([
    ['a valid form', {}, {}],
    ['quantity missing', { quantity: undefined }, { quantity: 'This field is required' }],
    ['quantity blank', { quantity: '  ' }, { quantity: 'This field is required' }],
    ['quantity of 8 characters', { quantity: '12345678' }, { quantity: 'Max Length 7' }],
    ['quantity of 7 characters', { quantity: '1234567' }, {}],
    ['quantity 0', { quantity: 0 }, { quantity: "Value can't be less than 1" }],
    ['quantity not a number', { quantity: '12a' }, { quantity: 'Value must be a number' }],
    ['quantity a fraction', { quantity: '1.5' }, { quantity: 'Value must be a whole number' }],
    ['quantity a boolean', { quantity: true }, { quantity: 'Value must be a number' }],
    ['optional number blank', { count: '' }, {}],
    [
      'optional number of 251 characters',
      { count: '1'.repeat(251) },
      { count: 'Value must be less than 250' },
    ],
    [
      'a whole number past what a record stores',
      { count: '2147483648' },
      { count: 'Value must be less than 2147483647' },
    ],
    ['the largest whole number a record stores', { count: '2147483647' }, {}],
    ['minimum 0 allows 0', { scans: 0 }, {}],
    ['minimum 0 refuses -1', { scans: -1 }, { scans: "Value can't be less than 0" }],
    ['maximum 12 refuses 13', { scans: 13 }, { scans: 'Value must be less than 12' }],
    ['mobile of 9 digits', { mobile: '012345678' }, { mobile: 'Min Length 10' }],
    ['mobile of 15 digits', { mobile: '012345678901234' }, {}],
    [
      'mobile of 16 digits',
      { mobile: '0123456789012345' },
      { mobile: 'Value must be less than 15' },
    ],
    ['mobile with a letter', { mobile: '01234567x9' }, { mobile: 'Value must be a number' }],
    ['mobile missing', { mobile: '' }, { mobile: 'This field is required' }],
    ['mobile as a number', { mobile: 1234567890 }, {}],
    ['optional digits with a sign', { phone: '+12' }, { phone: 'Value must be a number' }],
    ['reference missing', { plant: '' }, { plant: 'This field is required' }],
    ['reference not an id', { plant: 'x' }, { plant: 'Please choose a value from the list' }],
    ['reference as text', { plant: '12' }, {}],
    ['reference as an object', { plant: { id: 12, name: 'P' } }, {}],
    [
      'reference as an object without id',
      { plant: { name: 'P' } },
      { plant: 'Please choose a value from the list' },
    ],
    ['choice outside the list', { kind: 'C' }, { kind: 'Please choose a value from the list' }],
    ['optional choice blank', { kind: '' }, {}],
    ['required choice missing', { level: undefined }, { level: 'This field is required' }],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(form, { ...valid, ...change })).toEqual(expected);
  });

  it('outputs numbers, trimmed digits and a switch that is off when absent', () => {
    expect(v.parse(form, { ...valid, quantity: ' 42 ', plant: '7', phone: '' })).toEqual({
      quantity: 42,
      count: undefined,
      scans: 3,
      mobile: '0123456789',
      phone: undefined,
      plant: 7,
      on: false,
      level: 'X',
    });
  });
});

describe('switches and colours', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
  ])('switch %s reads as %s', (raw, expected) => {
    expect(v.parse(FlagSchema, raw)).toBe(expected);
  });
  it('refuses other switch values', () => {
    expect(issuesOf(FlagSchema, 'yes')).toEqual({ '': 'Must be true or false' });
  });
  it.each([
    ['#000000', {}],
    ['#A1b2C3', {}],
    ['#000', { '': 'Colour must be a hex value such as #000000' }],
    ['black', { '': 'Colour must be a hex value such as #000000' }],
  ])('colour %s', (raw, expected) => {
    expect(issuesOf(HexColorSchema, raw)).toEqual(expected);
  });
});
