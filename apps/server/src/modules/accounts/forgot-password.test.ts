import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { post } from '../../test-support/sessions';
import { otpChallenges, users } from './accounts.table';
import { generousLimits, heldMailer, sleep } from './auth-testing';

const mail = heldMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authLimits: generousLimits, mailer: mail.mailer });
});
afterAll(async () => t.close());
beforeEach(() => {
  mail.fail(false);
  mail.hold();
});

const userEmail = 'user@demo-labels.example';
const forgotPassword = (email: string) => post(t, '/api/account/sendOtp', { email, type: 'forgotPassword' });
const resetWith = (otp: string) => post(t, '/api/account/reset-password', { email: userEmail, otp, newPassword: 'new-pass-3', type: 'forgotPassword' });

const openResetCodes = async () => {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, userEmail));
  return t.database.db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.userId, user!.id), eq(otpChallenges.purpose, 'reset'), isNull(otpChallenges.consumedAt)));
};

describe('forgot password', () => {
  it('answers at once while a slow mailer is still sending, and the code arrives afterwards', async () => {
    const before = mail.sent.length;
    const reply = await Promise.race([forgotPassword(userEmail), sleep(5_000)]);
    if (typeof reply === 'string') throw new Error('The reply waited for the mailer');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Otp send successfully' });
    expect(mail.sent.length).toBe(before);

    mail.release();
    await t.services.auth.settle();
    expect(mail.sent.length).toBe(before + 1);
    expect(mail.sent.at(-1)).toMatchObject({ to: userEmail, subject: 'Your Veritag password reset code' });
    expect((await resetWith(mail.lastCode()!)).json()).toEqual({ message: 'Password reset successfully' });
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const before = mail.sent.length;
    const known = await forgotPassword(userEmail);
    const unknown = await forgotPassword('nobody@example.com');
    mail.release();
    await t.services.auth.settle();
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(mail.sent.slice(before).map((m) => m.to)).toEqual([userEmail]);
  });

  it('keeps a failed reset mail from the client and withdraws its code', async () => {
    mail.fail(true);
    const reply = await forgotPassword(userEmail);
    mail.release();
    await t.services.auth.settle();
    expect(reply.statusCode).toBe(200);
    expect(await openResetCodes()).toEqual([]);
  });
});

describe('login code', () => {
  const admin = { username: 'admin', password: demoPassword, type: 'login', sendOn: 'EMAIL' };

  it('is still sent before the reply, so a failed delivery answers 503', async () => {
    mail.fail(true);
    mail.release();
    const reply = await post(t, '/api/sendOtp', admin);
    expect(reply.statusCode).toBe(503);
    expect(reply.json().title).toBe('The code could not be sent; please try again later');
  });

  it('holds the reply until the mail is sent', async () => {
    const pending = post(t, '/api/sendOtp', admin);
    expect(await Promise.race([pending, sleep(300)])).toBe('timed out');
    mail.release();
    expect((await pending).statusCode).toBe(200);
  });
});

describe('closing the app', () => {
  it('waits for a reset mail still being sent before the database closes', async () => {
    const own = heldMailer();
    own.hold();
    const app = await createTestApp({ mailer: own.mailer });
    expect((await post(app, '/api/account/sendOtp', { email: userEmail, type: 'forgotPassword' })).statusCode).toBe(200);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await sleep(200);
    expect(closed).toBe(false);
    own.release();
    await closing;
    expect(own.sent.map((m) => m.to)).toEqual([userEmail]);
  });
});
