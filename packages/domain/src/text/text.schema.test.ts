import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requiredRef } from '../fields/fields.schema';
import { IdSchema, maxId, requiredEmail } from './text.schema';

const idIssue = (input: unknown) => {
  const result = v.safeParse(IdSchema, input);
  return result.success ? result.output : result.issues[0].message;
};

describe('IdSchema: an id within the integer column of the database', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [maxId, maxId],
    [String(maxId), maxId],
    [maxId + 1, 'Must be at most 2,147,483,647'],
    ['2147483648', 'Must be at most 2,147,483,647'],
    ['4294967296', 'Must be at most 2,147,483,647'],
    [0, 'Must be a positive number'],
    [1.5, 'Must be a whole number'],
    ['1e3', 'Must be a number'],
    ['-1', 'Must be a number'],
    ['9'.repeat(16), 'Must be a number'],
    [true, 'Must be a number'],
  ])('%j gives %j', (input, expected) => {
    expect(idIssue(input)).toEqual(expected);
  });

  it('refuses a reference beyond the range as not a choice', () => {
    expect(v.safeParse(requiredRef(), String(maxId)).success).toBe(true);
    expect(v.safeParse(requiredRef(), { id: maxId + 1 }).success).toBe(false);
  });
});

describe('requiredEmail: a required address, checked before any call', () => {
  const firstIssue = (input: unknown) => {
    const result = v.safeParse(requiredEmail(200), input);
    return result.success ? result.output : result.issues[0].message;
  };
  it.each([
    ['producer@demo-labels.example', 'producer@demo-labels.example'],
    ['  ops@acme.example ', 'ops@acme.example'],
    ['not-an-email', 'Email must be an address such as name@example.com'],
    ['name@', 'Email must be an address such as name@example.com'],
    ['', 'This field is required'],
    [undefined, 'This field is required'],
    [`${'a'.repeat(195)}@x.example`, 'Value must be less than 200'],
  ])('%j gives %j', (input, expected) => {
    expect(firstIssue(input)).toEqual(expected);
  });
});
