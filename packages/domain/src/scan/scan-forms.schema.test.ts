import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ScanOtpFormSchema,
  ScanRedeemFormSchema,
  ScanRegistrationFormSchema,
  ScanReportFormSchema,
} from './scan-forms.schema';

/** The first message per field, as a form shows it; none when the input was taken. */
const messagesOf = (result: { issues?: readonly v.BaseIssue<unknown>[] }) =>
  Object.fromEntries(
    (result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]).reverse(),
  );

describe('the scan forms', () => {
  it('take a report or a registration as typed, trimmed', () => {
    const typed = { name: ' Ada ', email: 'ada@example.com', mobile: '9876543210' };
    expect(v.parse(ScanReportFormSchema, typed)).toEqual({ ...typed, name: 'Ada' });
    expect(v.parse(ScanRegistrationFormSchema, typed)).toEqual({ ...typed, name: 'Ada' });
  });

  it('name each wrong field of a report', () => {
    const result = v.safeParse(ScanReportFormSchema, {
      name: '',
      email: 'not-an-email',
      mobile: '12ab',
    });
    expect(messagesOf(result)).toEqual({
      name: 'This field is required',
      email: expect.stringMatching(/email/i),
      mobile: expect.any(String),
    });
  });

  it('take a one-time code of six digits, spaces dropped, and refuse any other', () => {
    expect(v.parse(ScanOtpFormSchema, { code: '123 456' })).toEqual({ code: '123456' });
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect(messagesOf(v.safeParse(ScanOtpFormSchema, { code }))).toEqual({
        code: 'Enter the 6-digit code',
      });
    }
  });

  it('take a redemption of whole points, at least one', () => {
    expect(v.parse(ScanRedeemFormSchema, { points: '25' })).toEqual({ points: 25 });
    expect(v.safeParse(ScanRedeemFormSchema, { points: '0' }).success).toBe(false);
    expect(v.safeParse(ScanRedeemFormSchema, { points: '2.5' }).success).toBe(false);
  });
});
