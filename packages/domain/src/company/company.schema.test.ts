import { describe, expect, it } from 'vitest';
import { GuillocheFieldsSchema, GuillocheUpdateFieldsSchema } from '../guilloche/guilloche.schema';
import { issuesOf } from '../test-support/issue-paths';
import { CompanyInputSchema, CompanyUpdateSchema } from './company.schema';

const long = (length: number) => 'x'.repeat(length);

describe('company (spec 000 section 5: name required, max 100)', () => {
  it.each([
    ['valid', { name: 'Acme' }, {}],
    ['name required', { name: '' }, { name: 'This field is required' }],
    ['name blank', { name: '   ' }, { name: 'This field is required' }],
    ['name missing', {}, { name: 'This field is required' }],
    ['name of 100', { name: long(100) }, {}],
    ['name max 100', { name: long(101) }, { name: 'Value must be less than 100' }],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(CompanyInputSchema, input)).toEqual(expected);
  });
  it('needs an id to update', () => {
    expect(issuesOf(CompanyUpdateSchema, { id: '0', name: 'Acme' })).toEqual({
      id: 'Must be a positive number',
    });
    expect(issuesOf(CompanyUpdateSchema, { id: '3', name: 'Acme' })).toEqual({});
  });
});

describe('guilloche image (spec 000 section 5: Color required, max 100)', () => {
  it.each([
    ['valid', { color: 'Gold' }, {}],
    ['color required', { color: '' }, { color: 'This field is required' }],
    ['color max 100', { color: long(101) }, { color: 'Value must be less than 100' }],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(GuillocheFieldsSchema, input)).toEqual(expected);
    expect(issuesOf(GuillocheUpdateFieldsSchema, { id: 1, ...input })).toEqual(expected);
  });
});
