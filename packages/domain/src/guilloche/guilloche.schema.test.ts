import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import {
  GuillocheAddFormSchema,
  GuillocheEditFormSchema,
  GuillocheFieldsSchema,
} from './guilloche.schema';

const png = (size: number) => ({ name: 'rosette.png', size, type: 'image/png' });

describe('guilloche image forms (spec 000 sections 2.9 and 5)', () => {
  it.each([
    ['a colour and an image', { color: 'Blue', file: png(10) }, {}],
    ['no colour', { color: '', file: png(10) }, { color: 'This field is required' }],
    [
      'a 101-character colour',
      { color: 'c'.repeat(101), file: png(10) },
      { color: 'Value must be less than 100' },
    ],
    ['no image', { color: 'Blue' }, { file: 'This field is required' }],
    [
      'an image over 5,000,000 bytes',
      { color: 'Blue', file: png(5_000_001) },
      { file: 'File must be at most 5 MB' },
    ],
    [
      'a PDF',
      { color: 'Blue', file: { name: 'a.pdf', size: 10, type: 'application/pdf' } },
      { file: 'Only an image (PNG, JPEG, GIF, WebP or BMP) is accepted' },
    ],
  ])('add with %s', (_name, input, issues) => {
    expect(issuesOf(GuillocheAddFormSchema, input)).toEqual(issues);
  });

  it.each([
    ['keeping the stored image', { color: 'Blue', file: null }, {}],
    [
      'a new image over the limit',
      { color: 'Blue', file: png(5_000_001) },
      { file: 'File must be at most 5 MB' },
    ],
  ])('edit %s', (_name, input, issues) => {
    expect(issuesOf(GuillocheEditFormSchema, input)).toEqual(issues);
  });

  it('holds the server fields to the same colour rule', () => {
    expect(issuesOf(GuillocheFieldsSchema, { color: '' })).toEqual({
      color: 'This field is required',
    });
  });
});
