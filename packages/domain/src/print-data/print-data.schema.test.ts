import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import { PrintingJobFormSchema } from '../printing-job/printing-job.schema';
import { codeSpaceRooms } from '../codes/code-space.rules';
import { PrintDataFormSchema, printDataFormWithRoom } from './print-data.schema';

const csv = { name: 'serials.csv', size: 100, type: 'text/csv' };
const form = {
  client: 1,
  plant: 2,
  product: 3,
  vendor: 4,
  codeType: 'Alphanumeric',
  digit: 9,
  month: 'Mar',
  year: 2025,
  productSerialNumber: 'SN-1',
  quantity: 100,
  up: 1,
};
const long = (length: number) => 'x'.repeat(length);

describe('print data generator (spec 001 section 5)', () => {
  it.each([
    ['valid with a serial number', {}, {}],
    ['valid with a CSV instead', { productSerialNumber: undefined, serialNumberCsv: csv }, {}],
    ['client required', { client: '' }, { client: 'This field is required' }],
    ['plant required', { plant: undefined }, { plant: 'This field is required' }],
    ['product required', { product: undefined }, { product: 'This field is required' }],
    ['vendor required', { vendor: undefined }, { vendor: 'This field is required' }],
    ['code type required', { codeType: '' }, { codeType: 'This field is required' }],
    [
      'code type from the list',
      { codeType: 'Hex' },
      { codeType: 'Please choose a value from the list' },
    ],
    ['digit required', { digit: '' }, { digit: 'This field is required' }],
    [
      'Alphanumeric digit 5',
      { digit: 5 },
      { digit: 'Choose a digit count offered for this code type' },
    ],
    ['Alphanumeric digit 6', { digit: 6 }, {}],
    ['Alphanumeric digit 14', { digit: 14 }, {}],
    [
      'Alphanumeric digit 15',
      { digit: 15 },
      { digit: 'Choose a digit count offered for this code type' },
    ],
    [
      'Numeric digit 9',
      { codeType: 'Numeric', digit: 9 },
      { digit: 'Choose a digit count offered for this code type' },
    ],
    ['Numeric digit 10', { codeType: 'Numeric', digit: 10 }, {}],
    ['month required', { month: '' }, { month: 'This field is required' }],
    ['month Jan to Dec', { month: 'March' }, { month: 'Please choose a value from the list' }],
    ['year required', { year: '' }, { year: 'This field is required' }],
    ['year 2014', { year: 2014 }, { year: 'Year must be between 2015 and 2050' }],
    ['year 2015', { year: 2015 }, {}],
    ['year 2050', { year: 2050 }, {}],
    ['year 2051', { year: 2051 }, { year: 'Year must be between 2015 and 2050' }],
    [
      'serial number max 25',
      { productSerialNumber: long(26) },
      { productSerialNumber: 'Value must be less than 25' },
    ],
    [
      'serial number starting with =',
      { productSerialNumber: '=1+2' },
      {
        productSerialNumber:
          'A serial number can not start with = or @: a spreadsheet would run it as a formula',
      },
    ],
    [
      'serial number starting with @',
      { productSerialNumber: ' @SUM(A1)' },
      {
        productSerialNumber:
          'A serial number can not start with = or @: a spreadsheet would run it as a formula',
      },
    ],
    ['serial number starting with - as typed', { productSerialNumber: '-0042' }, {}],
    ['serial number starting with + as typed', { productSerialNumber: '+44 20 7946' }, {}],
    [
      'serial number or CSV required',
      { productSerialNumber: '' },
      { productSerialNumber: 'This field is required' },
    ],
    [
      'not both',
      { serialNumberCsv: csv },
      { productSerialNumber: 'Enter either a serial number or a CSV file, not both' },
    ],
    ['a CSV chosen then removed is no CSV', { serialNumberCsv: null }, {}],
    [
      'nor is it a serial number',
      { productSerialNumber: undefined, serialNumberCsv: null },
      { productSerialNumber: 'This field is required' },
    ],
    [
      'CSV max 1,000,000 bytes',
      { productSerialNumber: undefined, serialNumberCsv: { ...csv, size: 1_000_001 } },
      { serialNumberCsv: 'File must be at most 1 MB' },
    ],
    ['quantity required', { quantity: '' }, { quantity: 'This field is required' }],
    ['quantity max length 7', { quantity: '12345678' }, { quantity: 'Max Length 7' }],
    ['up required', { up: '' }, { up: 'This field is required' }],
    ['up max 7 characters', { up: '12345678' }, { up: 'Max Length 7' }],
    ['up min 1', { up: 0 }, { up: "Value can't be less than 1" }],
    ['remark max 250', { remark: long(251) }, { remark: 'Value must be less than 250' }],
    [
      'label size from the options',
      { labelSize: '100 x 100' },
      { labelSize: 'Please choose a value from the list' },
    ],
    ['label size 200 x 70', { labelSize: '200 x 70' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(PrintDataFormSchema, { ...form, ...change })).toEqual(expected);
  });
});

describe('print data generator with the platform room for codes', () => {
  // 32,350 Alphanumeric codes of 6 characters taken: 1,204 left of the cap of 33,554.
  const rooms = codeSpaceRooms([{ codeType: 'Alphanumeric', digit: 6, taken: 32_350 }]);
  it.each([
    ['a quantity within the room', { digit: 6, quantity: 1_204 }, {}],
    [
      'a quantity past the room, under Digit with the length to choose',
      { digit: 6, quantity: 1_205 },
      {
        digit:
          'Only 1,204 more Alphanumeric codes of 6 characters can be issued on this platform (each length may use a thousandth of its codes): choose 7 characters or more',
      },
    ],
    ['another length, untouched', { digit: 7, quantity: 100_000 }, {}],
    [
      'no room check before the digit is one offered',
      { digit: 5, quantity: 1_000_000 },
      { digit: 'Choose a digit count offered for this code type' },
    ],
    [
      'no room check without a quantity',
      { digit: 6, quantity: '' },
      { quantity: 'This field is required' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(printDataFormWithRoom(rooms), { ...form, ...change })).toEqual(expected);
  });

  it('checks the cap alone before the rooms are loaded', () => {
    expect(
      issuesOf(printDataFormWithRoom([]), { ...form, digit: 6, quantity: 33_555 }).digit,
    ).toMatch(/^Only 33,554 more/);
  });
});

describe('printing job (spec 001 section 5)', () => {
  const job = { noOfJob: 10, file: { name: 'jobs.csv', size: 10, type: 'text/csv' } };
  it.each([
    ['valid', {}, {}],
    ['noOfJob of 200', { noOfJob: 200 }, {}],
    ['noOfJob max 200', { noOfJob: 201 }, { noOfJob: 'Value must be less than 200' }],
    ['noOfJob required', { noOfJob: '' }, { noOfJob: 'This field is required' }],
    ['CSV required', { file: undefined }, { file: 'This field is required' }],
    [
      'CSV max 10,000,000 bytes',
      { file: { ...job.file, size: 10_000_001 } },
      { file: 'File must be at most 10 MB' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(PrintingJobFormSchema, { ...job, ...change })).toEqual(expected);
  });
});
