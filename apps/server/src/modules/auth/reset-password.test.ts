import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { lastLoggedCode } from '../../test-support/sessions';
import { generousLimits } from './test-support/attempt-limits';
import { mailsSettled } from './test-support/held-mailer';
import { otpMaxTries } from './otp.service';
import { call } from '../../test-support/api-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authLimits: generousLimits });
});
afterAll(async () => t.close());

const userEmail = 'user@demo-labels.example';
const reset = async (email: string, otp: string) => {
  const reply = await call(t, contract.auth.resetPassword, {
    body: {
      email,
      otp,
      newPassword: 'new-pass-4',
      type: 'forgotPassword',
    },
  });
  // The whole reply (status and JSON), so that replies can be compared as the user sees them.
  return { status: reply.status, json: reply.raw.json() };
};
const requestCode = async () => {
  await call(t, contract.auth.sendOtp, { body: { email: userEmail, type: 'forgotPassword' } });
  await mailsSettled(t);
  return lastLoggedCode(t);
};
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

it('gives the same reply for an unknown address as for a wrong, expired, exhausted or never requested code', async () => {
  const unknown = await reset('nobody@example.com', '123456');
  expect(unknown.status).toBe(401);
  expect(unknown.json.title).toBe('The code is not correct or has expired; request a new one');

  const neverRequested = await reset(userEmail, '123456');

  const wrong = await reset(userEmail, otherThan(await requestCode()));

  const code = await requestCode();
  t.advanceClock(5 * 60 * 1000 + 1000);
  const expired = await reset(userEmail, code);

  const tried = await requestCode();
  const tries = [];
  for (let i = 0; i < otpMaxTries; i++) tries.push(await reset(userEmail, otherThan(tried)));
  const exhausted = await reset(userEmail, tried);

  for (const reply of [neverRequested, wrong, expired, ...tries, exhausted])
    expect(reply).toEqual(unknown);
});

it('still resets with the right code', async () => {
  expect(await reset(userEmail, await requestCode())).toEqual({
    status: 200,
    json: { message: 'Password reset successfully' },
  });
});
