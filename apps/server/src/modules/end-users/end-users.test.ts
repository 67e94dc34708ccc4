import { sql } from 'drizzle-orm';
import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../../test-support/public-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printRunCodes, rowsOf } from '../../test-support/scans';
import { actionOf, makeRegistrable, phone, smsCode } from './test-support/phone';

/** Registration, the one-time code and loyalty points, as a phone without JavaScript goes through them. */
let t: TestApp;
let codes: { code: string; productId: number }[];
beforeAll(async () => {
  t = await createTestApp({ scanPages: await loadScanRenderer() });
  codes = await printRunCodes(t, 12);
  await makeRegistrable(t, codes[0]!.productId);
});
afterAll(async () => t.close());

const person = { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.com' };

async function registerUpToCode(device: ReturnType<typeof phone>, code: string, who = person) {
  const page = await device.open(code);
  const register = actionOf(page.body, 'register');
  expect(register).toBeDefined();
  const otpPage = await device.post(register!, who);
  expect(otpPage.statusCode).toBe(200);
  expect(otpPage.body).toContain(`ending in ${who.mobile.slice(-3)}`);
  return { otp: actionOf(otpPage.body, 'otp')! };
}

describe('registering a genuine product', () => {
  it('confirms the mobile with the code from the SMS, credits the points once, and shows the balance', async () => {
    const device = phone(t, 'Asha phone');
    const { otp } = await registerUpToCode(device, codes[0]!.code);
    const wrong = await device.post(otp, { code: smsCode(t) === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('This code is not right');

    const confirmed = await device.post(otp, { code: smsCode(t)! });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('You earned 50 points');
    expect(confirmed.body).toContain('50 points');
    expect(
      await rowsOf(
        t,
        sql`select name, mobile, code from end_user_registrations where confirmed_at is not null`,
      ),
    ).toEqual([{ name: 'Asha Rao', mobile: '9876543210', code: codes[0]!.code }]);

    const points = await device.get('/scan/points');
    expect(points.body).toContain('50 points');
    expect(points.body).toContain('Earned');
  });

  it('refuses a second registration of the same code, from any phone', async () => {
    const other = phone(t, 'Other phone');
    const page = await other.open(codes[0]!.code);
    const again = await other.post(actionOf(page.body, 'register')!, {
      ...person,
      mobile: '9000000001',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This product is already registered');
  });

  it('adds the points of another product to the same person, found by company and mobile', async () => {
    const device = phone(t, 'Asha second phone');
    const { otp } = await registerUpToCode(device, codes[1]!.code, { ...person, name: 'Asha R.' });
    await device.post(otp, { code: smsCode(t)! });
    expect(
      await rowsOf(
        t,
        sql`select name, (select sum(points)::int from loyalty_entries l where l.end_user_id = e.id) as balance from end_users e`,
      ),
    ).toEqual([{ name: 'Asha R.', balance: 100 }]);
  });

  it('stops taking codes after five wrong ones', async () => {
    const device = phone(t, 'Guesser');
    const { otp } = await registerUpToCode(device, codes[2]!.code, {
      ...person,
      mobile: '9111111111',
    });
    const right = smsCode(t)!;
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await device.post(otp, { code: wrongCode })).statusCode).toBe(400);
    const late = await device.post(otp, { code: right });
    expect(late.statusCode).toBe(429);
    expect(late.body).toContain('Too many wrong codes');
  });

  it('refuses an expired code, and a new registration sends a new one', async () => {
    const device = phone(t, 'Slow reader');
    const { otp } = await registerUpToCode(device, codes[3]!.code, {
      ...person,
      mobile: '9222222222',
    });
    const first = smsCode(t)!;
    t.advanceClock(11 * 60_000);
    expect((await device.post(otp, { code: first })).statusCode).toBe(410);
  });

  it('sends at most three codes for one scan in an hour', async () => {
    const device = phone(t, 'Impatient');
    const page = await device.open(codes[6]!.code);
    const register = actionOf(page.body, 'register')!;
    for (let i = 0; i < 3; i++)
      expect((await device.post(register, { ...person, mobile: '9777777777' })).statusCode).toBe(
        200,
      );
    const fourth = await device.post(register, { ...person, mobile: '9777777777' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body).toContain(
      'No more codes can be sent for this right now: try again in an hour',
    );
    expect(fourth.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('redeeming points', () => {
  it('takes a request within the balance, refuses one beyond it, and shows the history', async () => {
    const device = phone(t, 'Redeemer');
    const { otp } = await registerUpToCode(device, codes[4]!.code, {
      ...person,
      mobile: '9333333333',
    });
    await device.post(otp, { code: smsCode(t)! });
    const tooMany = await device.post('/scan/points/redeem', { points: '51' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('You have 50 points: ask for 50 or fewer');
    const asked = await device.post('/scan/points/redeem', { points: '20' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Your request to redeem 20 points was sent');
    expect(asked.body).toContain('30 points');
    expect(asked.body).toContain('Redemption asked');
    expect(await rowsOf(t, sql`select points, status from redemptions`)).toEqual([
      { points: 20, status: 'requested' },
    ]);
  });

  it('spends the same points once when two requests race', async () => {
    const device = phone(t, 'Racer');
    const { otp } = await registerUpToCode(device, codes[5]!.code, {
      ...person,
      mobile: '9444444444',
    });
    await device.post(otp, { code: smsCode(t)! });
    const replies = await Promise.all([
      device.post('/scan/points/redeem', { points: '40' }),
      device.post('/scan/points/redeem', { points: '40' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
  });

  it('needs the phone that confirmed the mobile', async () => {
    const stranger = await phone(t, 'Stranger').post('/scan/points/redeem', { points: '1' });
    expect(stranger.statusCode).toBe(401);
    const forged = await visit(t, '/scan/points/redeem', {
      form: { points: '1' },
      headers: { cookie: 'vt_member=1.zzzzzz.forged' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
