import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import { reportFormSchemas, reportTypes } from './report.schema';

const today = '2025-06-15';
const forms = reportFormSchemas(today);
const range = { fromDate: '2025-06-01', toDate: '2025-06-15' };

describe('report forms (spec 002 section 5)', () => {
  it.each([
    ['dates: valid', forms.dates, {}, {}],
    ['dates: From required', forms.dates, { fromDate: '' }, { fromDate: 'This field is required' }],
    [
      'dates: To required',
      forms.dates,
      { toDate: undefined },
      { toDate: 'This field is required' },
    ],
    [
      'dates: To after today',
      forms.dates,
      { toDate: '2025-06-16' },
      { toDate: 'Date can not be after today' },
    ],
    [
      'dates: From before 2010',
      forms.dates,
      { fromDate: '2009-12-31' },
      { fromDate: 'Year must be between 2010 and 2070' },
    ],
    [
      'dates: sent as YYYY-MM-DD',
      forms.dates,
      { fromDate: '01-06-2025' },
      { fromDate: 'Date must be in the form YYYY-MM-DD' },
    ],
    [
      'dates: From after To',
      forms.dates,
      { fromDate: '2025-06-10', toDate: '2025-06-09' },
      { fromDate: 'Start date can not be after End date' },
    ],
    [
      'invalid scan: customer required',
      forms.invalidScan,
      {},
      { customer: 'This field is required' },
    ],
    ['invalid scan: valid', forms.invalidScan, { customer: 3 }, {}],
    ['F-codes: report type required', forms.fCodes, {}, { reportType: 'This field is required' }],
    ['F-codes: Printing', forms.fCodes, { reportType: 'Printing' }, {}],
    [
      'F-codes: Template with customer and product',
      forms.fCodes,
      { reportType: 'Template', customer: 2, product: '' },
      {},
    ],
    [
      'F-codes: unknown type',
      forms.fCodes,
      { reportType: 'Print Data Report' },
      { reportType: 'Please choose a value from the list' },
    ],
    ['inventory: customer optional', forms.inventory, {}, {}],
    ["the asker's time zone", forms.dates, { timeZone: 'Asia/Kolkata' }, {}],
    [
      'an unknown time zone',
      forms.dates,
      { timeZone: 'Mars/Olympus' },
      { timeZone: 'Unknown time zone' },
    ],
  ] as const)('%s', (_name, schema, change, expected) => {
    expect(issuesOf(schema, { ...range, ...change })).toEqual(expected);
  });
  it('labels the report types as the spec does', () => {
    expect(reportTypes).toEqual([
      { label: 'Print Data Report', value: 'Printing' },
      { label: 'Template Report', value: 'Template' },
    ]);
  });
});
