import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages/messages';
import { redemptionRefusal } from './loyalty.rules';
import {
  ScanOtpFormSchema,
  ScanRedeemFormSchema,
  ScanRegistrationFormSchema,
  ScanReportFormSchema,
} from './scan-forms.schema';
import { scanRefusalKeys, scanRefusalOf, scanRefusalText, scanRefusals } from './scan-refusals';

/** Wrong values of every kind a shopper can send, field by field. */
const wrong = [
  '',
  '   ',
  'abc',
  '12ab',
  'x'.repeat(101),
  '1'.repeat(9),
  '1'.repeat(16),
  '0',
  '-3',
  '2.5',
  '12345678',
  'not-an-email',
  '123',
];

const issuesOf = (schema: v.GenericSchema, fields: readonly string[]) =>
  fields.flatMap((field) =>
    wrong.flatMap((value) => {
      const parsed = v.safeParse(schema, { [field]: value });
      return (parsed.issues ?? []).map((issue) => issue.message);
    }),
  );

describe('the scan refusals (decision 0472)', () => {
  it.each([
    ['report', ScanReportFormSchema, ['name', 'email', 'mobile']],
    ['registration', ScanRegistrationFormSchema, ['name', 'email', 'mobile']],
    ['one-time code', ScanOtpFormSchema, ['code']],
    ['redemption', ScanRedeemFormSchema, ['points']],
  ] as const)('know every field refusal of the %s form by its words', (_form, schema, fields) => {
    const said = [...new Set(issuesOf(schema, fields))];
    expect(said.length).toBeGreaterThan(0);
    for (const text of said)
      expect({ text, known: scanRefusalOf(text) !== undefined }).toEqual({ text, known: true });
  });

  it("know the shared messages' words, with the values said in them", () => {
    expect(scanRefusalOf(messages.required)).toEqual({ key: 'required' });
    expect(scanRefusalOf(messages.maxLength(100))).toEqual({
      key: 'lessThan',
      values: { limit: 100 },
    });
    expect(scanRefusalOf(messages.minValue(1))).toEqual({
      key: 'notLessThan',
      values: { limit: 1 },
    });
    expect(scanRefusalOf(messages.minLength10)).toEqual({
      key: 'minLength',
      values: { limit: 10 },
    });
    expect(scanRefusalOf(messages.maxLength7)).toEqual({ key: 'maxLength', values: { limit: 7 } });
    expect(scanRefusalOf(messages.number)).toEqual({ key: 'number' });
    expect(scanRefusalOf(messages.wholeNumber)).toEqual({ key: 'wholeNumber' });
    expect(scanRefusalOf(messages.emailFormat)).toEqual({ key: 'emailFormat' });
  });

  it('say a count in English singular or plural, and find it again', () => {
    expect(redemptionRefusal(5, 1)).toBe('You have 1 point: ask for 1 or fewer');
    expect(redemptionRefusal(50, 12)).toBe('You have 12 points: ask for 12 or fewer');
    expect(scanRefusalOf('You have 12 points: ask for 12 or fewer')).toEqual({
      key: 'pointsOverBalance',
      values: { balance: 12 },
    });
    // The same value twice must be the same text.
    expect(scanRefusalOf('You have 12 points: ask for 3 or fewer')).toBeUndefined();
    expect(redemptionRefusal(5, 0)).toBe(scanRefusals.noPointsYet);
  });

  it('find every key again from its own words, and nothing from other words', () => {
    for (const key of scanRefusalKeys) {
      const text = scanRefusalText(key, {
        limit: 7,
        digits: 6,
        balance: 3,
        field: 'invoice',
        size: '5 MB',
      });
      expect(scanRefusalOf(text)?.key).toBe(key);
    }
    expect(scanRefusalOf('Something the server never says')).toBeUndefined();
  });
});
