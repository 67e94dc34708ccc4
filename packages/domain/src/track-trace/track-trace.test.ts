import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../test-support/issue-paths';
import {
  linkQrFormSchema,
  onLinkQrCustomerChange,
  onLinkQrPlantChange,
  QrSearchFormSchema,
} from './link-qr.schema';
import {
  SmartBinDeleteFormSchema,
  SmartBinDeleteSchema,
  SmartBinRangeSchema,
  SmartBinUploadSchema,
} from './smart-bin.schema';
import { qrSearchRecordActions, rollFileActions } from './status.rules';

const file = { name: 'codes.csv', size: 10, type: 'text/csv' };

describe('link QR (spec 002 sections 4 and 5)', () => {
  it.each([
    ['admin: valid', true, { customer: 1, plant: 2, product: 3, file }, {}],
    [
      'admin: customer required',
      true,
      { plant: 2, product: 3, file },
      { customer: 'This field is required' },
    ],
    ['user: no customer needed', false, { plant: 2, product: 3, file }, {}],
    ['plant required', false, { product: 3, file }, { plant: 'This field is required' }],
    ['product required', false, { plant: 2, file }, { product: 'This field is required' }],
    ['file required', false, { plant: 2, product: 3 }, { file: 'This field is required' }],
    [
      'file max 1,000,000 bytes',
      false,
      { plant: 2, product: 3, file: { ...file, size: 1_000_001 } },
      { file: 'File must be at most 1 MB' },
    ],
  ])('%s', (_name, customerShown, input, expected) => {
    expect(issuesOf(linkQrFormSchema(customerShown), input)).toEqual(expected);
  });
  it('clears plant and product on a customer change, product on a plant change', () => {
    const selection = { customer: 1, plant: 2, product: 3 };
    expect(onLinkQrCustomerChange(selection, 5)).toEqual({
      customer: 5,
      plant: undefined,
      product: undefined,
    });
    expect(onLinkQrPlantChange(selection, 7)).toEqual({
      customer: 1,
      plant: 7,
      product: undefined,
    });
  });
});

describe('QR search (spec 002 section 5)', () => {
  it.each([
    ['valid', { qrCode: 'ABC', customerId: 1 }, {}],
    ['qrCode required', { qrCode: '', customerId: 1 }, { qrCode: 'This field is required' }],
    [
      'qrCode max 100',
      { qrCode: 'x'.repeat(101), customerId: 1 },
      { qrCode: 'Value must be less than 100' },
    ],
    ['customer required', { qrCode: 'ABC' }, { customerId: 'This field is required' }],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(QrSearchFormSchema, input)).toEqual(expected);
  });
});

describe('smart bin (spec 002 sections 4 and 5)', () => {
  it.each([
    ['an .xlsx', { name: 'bin.xlsx', size: 10, type: '' }, {}],
    ['an .xls', { name: 'bin.xls', size: 10, type: 'application/vnd.ms-excel' }, {}],
    ['a .csv', { name: 'bin.csv', size: 10, type: 'text/csv' }, {}],
    [
      'a PDF',
      { name: 'bin.pdf', size: 10, type: 'application/pdf' },
      { file: 'Only a CSV or Excel file is accepted' },
    ],
  ])('upload takes .xls, .xlsx and .csv: %s', (_name, chosen, expected) => {
    expect(issuesOf(SmartBinUploadSchema, { file: chosen })).toEqual(expected);
  });
  it.each([
    ['single', { mode: 'single', id: 4 }, {}],
    ['single without id', { mode: 'single' }, { id: 'This field is required' }],
    ['range', { mode: 'range', fromDate: '2025-01-01', toDate: '2025-01-31' }, {}],
    [
      'range without To',
      { mode: 'range', fromDate: '2025-01-01' },
      { toDate: 'This field is required' },
    ],
    [
      'range reversed',
      { mode: 'range', fromDate: '2025-02-01', toDate: '2025-01-31' },
      { fromDate: 'Start date can not be after End date' },
    ],
    ['no mode', {}, { mode: 'Choose delete single or delete by date range' }],
  ])('delete: %s', (_name, input, expected) => {
    expect(issuesOf(SmartBinDeleteSchema, input)).toEqual(expected);
  });
  it.each([
    [
      'no mode yet',
      { mode: '', id: '', fromDate: '', toDate: '' },
      { mode: 'Choose delete single or delete by date range' },
    ],
    [
      'single without a code',
      { mode: 'single', id: '', fromDate: '', toDate: '' },
      { id: 'This field is required' },
    ],
    [
      'range without dates, a code chosen before',
      { mode: 'range', id: '4', fromDate: '', toDate: '' },
      { fromDate: 'This field is required', toDate: 'This field is required' },
    ],
    [
      'range reversed',
      { mode: 'range', fromDate: '2025-02-01', toDate: '2025-01-31' },
      { fromDate: 'Start date can not be after End date' },
    ],
  ])('the delete form: %s', (_name, input, expected) => {
    expect(issuesOf(SmartBinDeleteFormSchema, input)).toEqual(expected);
  });
  it("the delete form keeps only the chosen mode's fields", () => {
    const form = { id: '4', fromDate: '2025-01-01', toDate: '2025-01-31', timeZone: 'Europe/Rome' };
    expect(parsed(SmartBinDeleteFormSchema, { ...form, mode: 'single' })).toEqual({
      mode: 'single',
      id: 4,
    });
    expect(parsed(SmartBinDeleteFormSchema, { ...form, mode: 'range' })).toEqual({
      mode: 'range',
      fromDate: '2025-01-01',
      toDate: '2025-01-31',
      timeZone: 'Europe/Rome',
    });
  });
  it('downloads by a date range', () => {
    expect(issuesOf(SmartBinRangeSchema, { fromDate: '2025-01-01', toDate: '2025-01-02' })).toEqual(
      {},
    );
    expect(issuesOf(SmartBinRangeSchema, { fromDate: '2025-01-01' })).toEqual({
      toDate: 'This field is required',
    });
  });
});

describe('status to actions (spec 002 section 4)', () => {
  it.each([
    ['COMPLETED', { download: true, generate: false }],
    ['RUNNING', { download: false, generate: false }],
    ['FAILED', { download: false, generate: true }],
    ['PENDING', { download: false, generate: true }],
    [null, { download: false, generate: true }],
  ])('roll file %s', (status, actions) => {
    expect(rollFileActions(status)).toEqual(actions);
  });
  it.each([
    ['COMPLETED', true],
    ['RUNNING', false],
  ])('QR search record %s downloads: %s', (status, download) => {
    expect(qrSearchRecordActions(status)).toEqual({ download });
  });
});
