import { describe, expect, it } from 'vitest';
import { stripEmptyFields } from './strip-empty.rules';

describe('empty fields are removed before saving (spec 000 section 5)', () => {
  it.each([
    ['empty text', { a: '', b: 'x' }, { b: 'x' }],
    ['blank text', { a: '   ', b: 'x' }, { b: 'x' }],
    ['null', { a: null, b: 0 }, { b: 0 }],
    ['undefined', { a: undefined, b: false }, { b: false }],
    ['nested', { config: { server: '', port: 25 } }, { config: { port: 25 } }],
    ['a nested object left empty', { config: { server: '' }, b: 1 }, { b: 1 }],
    [
      'rows keep their place',
      { rows: [{ name: 'A', email: '' }, 'x'] },
      { rows: [{ name: 'A' }, 'x'] },
    ],
    ['an empty list stays', { rows: [] }, { rows: [] }],
  ])('%s', (_name, input, expected) => {
    expect(stripEmptyFields(input)).toEqual(expected);
  });
  it('passes dates and other instances through', () => {
    const date = new Date(0);
    expect(stripEmptyFields({ date })).toEqual({ date });
  });
});
