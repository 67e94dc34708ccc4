import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import {
  CheckLoginSchema,
  LoginWithOtpSchema,
  ResetPasswordSchema,
  SendOtpSchema,
} from './auth.schema';

const long = (length: number) => 'x'.repeat(length);
const login = { username: 'admin', password: 'secret' };

describe('login (spec 000 section 5)', () => {
  it.each([
    ['valid', {}, {}],
    ['username required', { username: '' }, { username: 'This field is required' }],
    ['username missing', { username: undefined }, { username: 'This field is required' }],
    ['username of 50', { username: long(50) }, {}],
    ['username max 50', { username: long(51) }, { username: 'Value must be less then 50' }],
    ['password required', { password: '' }, { password: 'This field is required' }],
    ['password of 25', { password: long(25) }, {}],
    ['password max 25', { password: long(26) }, { password: 'Value must be less then 25' }],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(CheckLoginSchema, { ...login, ...change })).toEqual(expected);
  });

  it.each([
    ['valid', { otp: '123456' }, {}],
    ['otp required', { otp: '' }, { otp: 'This field is required' }],
    ['otp max 25', { otp: long(26) }, { otp: 'Value must be less then 25' }],
    ['channel EMAIL or Mobile', { otp: '1', sendOn: 'SMS' }, { sendOn: 'Choose EMAIL or Mobile' }],
  ])('otp step: %s', (_name, change, expected) => {
    expect(issuesOf(LoginWithOtpSchema, { ...login, sendOn: 'Mobile', ...change })).toEqual(
      expected,
    );
  });
});

describe('forgot password (spec 000 section 5)', () => {
  const reset = { email: 'a@example.com', otp: '1234', newPassword: 'abcde' };
  it.each([
    ['valid', {}, {}],
    [
      'new password of 4',
      { newPassword: 'abcd' },
      { newPassword: 'You password must be 5-16 character' },
    ],
    ['new password of 16', { newPassword: long(16) }, {}],
    [
      'new password of 17',
      { newPassword: long(17) },
      { newPassword: 'You password must be 5-16 character' },
    ],
    ['new password required', { newPassword: '' }, { newPassword: 'This field is required' }],
    ['email required', { email: '' }, { email: 'This field is required' }],
    ['email max 200', { email: long(201) }, { email: 'Value must be less than 200' }],
    ['otp required', { otp: '' }, { otp: 'This field is required' }],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(ResetPasswordSchema, { ...reset, ...change })).toEqual(expected);
  });

  it.each([
    ['a login OTP', { ...login, type: 'login', sendOn: 'EMAIL' }, {}],
    ['a reset OTP', { email: 'a@example.com', type: 'forgotPassword' }, {}],
    [
      'an unknown type',
      { email: 'a@example.com', type: 'other' },
      { type: 'type must be login or forgotPassword' },
    ],
  ])('send OTP: %s', (_name, input, expected) => {
    expect(issuesOf(SendOtpSchema, input)).toEqual(expected);
  });
});
