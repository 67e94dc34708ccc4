import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import {
  IsoDateSchema,
  isoMonthField,
  optionalIsoDate,
  requiredIsoDate,
} from './date-fields.schema';

const form = v.object({
  due: requiredIsoDate({
    years: { from: 2010, to: 2070 },
    notAfter: '2025-06-15',
    notBefore: '2020-01-01',
  }),
  maybe: optionalIsoDate(),
  month: v.optional(isoMonthField({ from: 2010, to: 2050 })),
});

describe('date fields', () => {
  it.each([
    ['valid', { due: '2025-06-15' }, {}],
    ['missing', {}, { due: 'This field is required' }],
    ['not a date', { due: '15/06/2025' }, { due: 'Date must be in the form YYYY-MM-DD' }],
    ['after today', { due: '2025-06-16' }, { due: 'Date can not be after today' }],
    ['before the minimum', { due: '2019-12-31' }, { due: 'Date can not be before today' }],
    ['outside the years', { due: '2009-12-31' }, { due: 'Year must be between 2010 and 2070' }],
    ['optional blank', { due: '2025-01-01', maybe: '' }, {}],
    [
      'optional wrong',
      { due: '2025-01-01', maybe: '2025-02-30' },
      { maybe: 'Date must be in the form YYYY-MM-DD' },
    ],
    ['month valid', { due: '2025-01-01', month: '2025-01' }, {}],
    ['month blank', { due: '2025-01-01', month: '' }, { month: 'This field is required' }],
    [
      'month wrong',
      { due: '2025-01-01', month: '2025-1' },
      { month: 'Month must be in the form YYYY-MM' },
    ],
    [
      'month outside the years',
      { due: '2025-01-01', month: '2051-01' },
      { month: 'Year must be between 2010 and 2050' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(form, input)).toEqual(expected);
  });
  it('checks plain date texts', () => {
    expect(v.is(IsoDateSchema, '2025-01-01')).toBe(true);
    expect(v.is(IsoDateSchema, '2025-1-1')).toBe(false);
  });
});
