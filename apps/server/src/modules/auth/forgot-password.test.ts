import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { jobRuns } from '../../platform/jobs';
import { otpChallenges } from './auth.table';
import { generousLimits } from './test-support/attempt-limits';
import { heldMailer, mailsSettled, sleep } from './test-support/held-mailer';
import { call } from '../../test-support/api-calls';

const mail = heldMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    authLimits: generousLimits,
    mailer: mail.mailer,
    jobTiming: { pollMs: 100 },
  });
});
afterAll(async () => t.close());
beforeEach(() => {
  mail.fail(false);
  mail.hold();
});

const userEmail = 'user@demo-labels.example';
const forgotPassword = (email: string) =>
  call(t, contract.auth.sendOtp, { body: { email, type: 'forgotPassword' } });
const resetWith = (otp: string) =>
  call(t, contract.auth.resetPassword, {
    body: {
      email: userEmail,
      otp,
      newPassword: 'new-pass-3',
      type: 'forgotPassword',
    },
  });

const mailRun = async () =>
  (
    await t.database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.kind, 'mail.send'))
      .orderBy(desc(jobRuns.createdAt))
      .limit(1)
  )[0];
const mailJobState = async () =>
  (
    (await t.database.db.execute(
      sql`select state from pgboss.job where name = 'mail.send' order by created_on desc limit 1`,
    )) as unknown as { rows: { state: string }[] }
  ).rows[0]?.state;
async function until(check: () => Promise<boolean>) {
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 10_000) throw new Error('Timed out');
    await sleep(20);
  }
}

const openResetCodes = async () => {
  const user = await t.services.accounts.findByEmail(userEmail);
  return t.database.db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, user!.id),
        eq(otpChallenges.purpose, 'reset'),
        isNull(otpChallenges.consumedAt),
      ),
    );
};

describe('forgot password', () => {
  it('answers at once while a slow mailer is still sending, and the code arrives afterwards', async () => {
    const before = mail.sent.length;
    const reply = await Promise.race([forgotPassword(userEmail), sleep(5_000)]);
    if (typeof reply === 'string') throw new Error('The reply waited for the mailer');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Otp send successfully' });
    expect(mail.sent.length).toBe(before);

    mail.release();
    await mailsSettled(t);
    expect(mail.sent.length).toBe(before + 1);
    expect(mail.sent.at(-1)).toMatchObject({
      to: userEmail,
      subject: 'Your Veritag password reset code',
    });
    expect((await resetWith(mail.lastCode()!)).body).toEqual({
      message: 'Password reset successfully',
    });
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const before = mail.sent.length;
    const known = await forgotPassword(userEmail);
    const unknown = await forgotPassword('nobody@example.com');
    mail.release();
    await mailsSettled(t);
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect(mail.sent.slice(before).map((m) => m.to)).toEqual([userEmail]);
  });

  it('keeps a failed reset mail from the client; the mail job sends it on a later attempt', async () => {
    mail.fail(true);
    mail.release();
    const reply = await forgotPassword(userEmail);
    await t.services.auth.settle();
    await until(
      async () =>
        (await mailRun())?.heartbeatAt !== null &&
        (await mailRun())?.attempt === 1 &&
        (await mailJobState()) === 'retry',
    );
    expect(reply.status).toBe(200);
    expect(await mailRun()).toMatchObject({ state: 'RUNNING', reason: null });
    expect(await openResetCodes()).toHaveLength(1);

    // The job waits about 10 s before its next attempt; the test brings that forward.
    mail.fail(false);
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'mail.send' and state = 'retry'`,
    );
    await mailsSettled(t);
    expect(await mailRun()).toMatchObject({ state: 'COMPLETED', attempt: 2 });
    expect((await resetWith(mail.lastCode()!)).body).toEqual({
      message: 'Password reset successfully',
    });
  });
});

describe('login code', () => {
  const admin = {
    username: 'admin',
    password: demoPassword,
    type: 'login' as const,
    sendOn: 'EMAIL' as const,
  };

  it('is still sent before the reply, so a failed delivery answers 503', async () => {
    mail.fail(true);
    mail.release();
    const reply = await call(t, contract.auth.sendOtp, { link: '/api/sendOtp', body: admin });
    expect(reply.status).toBe(503);
    expect(reply.problem.title).toBe('The code could not be sent; please try again later');
  });

  it('holds the reply until the mail is sent', async () => {
    const pending = call(t, contract.auth.sendOtp, { link: '/api/sendOtp', body: admin });
    expect(await Promise.race([pending, sleep(300)])).toBe('timed out');
    mail.release();
    expect((await pending).status).toBe(200);
  });
});

describe('closing the app', () => {
  it('waits for a reset mail still being sent before the database closes', async () => {
    const own = heldMailer();
    own.hold();
    const app = await createTestApp({ mailer: own.mailer });
    expect(
      (
        await call(app, contract.auth.sendOtp, {
          body: { email: userEmail, type: 'forgotPassword' },
        })
      ).status,
    ).toBe(200);
    await app.services.auth.settle();
    await sleep(100);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await sleep(200);
    expect(closed).toBe(false);
    own.release();
    await closing;
    expect(own.sent.map((m) => m.to)).toEqual([userEmail]);
  });
});
