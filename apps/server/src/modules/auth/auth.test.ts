import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { bearer, lastLoggedCode, post, tokenFor } from '../../test-support/sessions';
import { generousLimits } from './test-support/attempt-limits';
import { mailsSettled } from './test-support/held-mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authLimits: generousLimits });
});
afterAll(async () => t.close());

const account = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });

describe('login without OTP', () => {
  it('answers a token for the super admin and loads the account with it', async () => {
    const reply = await post(t, '/api/account/checklogin', {
      username: 'superadmin',
      password: demoPassword,
    });
    expect(reply.statusCode).toBe(200);
    const { idToken } = reply.json();
    expect(idToken).toMatch(/^ey/);
    const me = await account(idToken);
    expect(me.json()).toMatchObject({
      login: 'superadmin',
      authorities: ['ROLE_SUPER_ADMIN'],
      company: null,
    });
  });

  it('gives the same reply for an unknown user and a wrong password', async () => {
    const unknown = await post(t, '/api/account/checklogin', {
      username: 'nobody',
      password: 'whatever',
    });
    const wrong = await post(t, '/api/account/checklogin', {
      username: 'user',
      password: 'wrong-password',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().title).toBe('Invalid username or password');
  });

  it("states the login form's limits in its own words", async () => {
    const reply = await post(t, '/api/account/checklogin', {
      username: 'u'.repeat(51),
      password: 'p'.repeat(26),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toContain('application/problem+json');
    const details = reply
      .json()
      .errors.map((e: { field: string; detail: string }) => `${e.field}: ${e.detail}`);
    expect(details).toEqual([
      'username: Value must be less then 50',
      'password: Value must be less then 25',
    ]);
  });

  it("returns the user's privilege tree with the levels held", async () => {
    const tree = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user-priviladges',
        headers: bearer(await tokenFor(t, 'user')),
      })
    ).json();
    const master = tree.find((m: { name: string }) => m.name === 'Master');
    expect(master.priority).toBe(1);
    expect(master.children.find((c: { name: string }) => c.name === 'Customer')).toMatchObject({
      priority: 2,
      maxPriority: 3,
    });
    expect(tree.find((m: { name: string }) => m.name === 'Smart Bin').priority).toBe(0);
  });
});

describe('login with OTP', () => {
  const admin = { username: 'admin', password: demoPassword };
  const requestCode = (sendOn: 'EMAIL' | 'Mobile') =>
    post(t, '/api/sendOtp', { ...admin, type: 'login', sendOn });

  it('offers masked channels, sends the code to the log, never in a reply, and logs in with it', async () => {
    const check = await post(t, '/api/account/checklogin', admin);
    expect(check.json()).toEqual({
      idToken: null,
      email: 'ad***@demo-labels.example',
      mobileNo: '******0002',
    });
    const sent = await requestCode('EMAIL');
    expect(sent.statusCode).toBe(200);
    const code = lastLoggedCode(t);
    expect(sent.body).not.toContain(code);
    expect(t.logLines.at(-1)).toMatch(
      /^\[mail\] to admin@demo-labels\.example \| Your Veritag login code \|/,
    );
    const login = await post(t, '/api/login', { ...admin, otp: code, sendOn: 'EMAIL' });
    expect(login.statusCode).toBe(200);
    expect((await account(login.json().id_token)).json().authorities).toEqual(['ROLE_ADMIN']);
  });

  it('uses a code once only', async () => {
    await requestCode('EMAIL');
    const code = lastLoggedCode(t);
    expect((await post(t, '/api/login', { ...admin, otp: code })).statusCode).toBe(200);
    const again = await post(t, '/api/login', { ...admin, otp: code });
    expect(again.statusCode).toBe(401);
  });

  it('sends to the mobile channel through the SMS sender', async () => {
    await post(t, '/api/send-OTP', { ...admin, type: 'login', sendOn: 'Mobile' });
    expect(t.logLines.at(-1)).toMatch(/^\[sms\] to 9000000002 \| Your Veritag login code is \d{6}/);
  });

  it('refuses the password alone for an account that needs the code', async () => {
    const reply = await post(t, '/api/login', admin);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0]).toMatchObject({
      field: 'otp',
      detail: 'This field is required',
    });
  });

  it('stops a code after five wrong tries, even the right one', async () => {
    await requestCode('EMAIL');
    const code = lastLoggedCode(t);
    const wrong = code === '000000' ? '111111' : '000000';
    const titles: string[] = [];
    for (let i = 0; i < 5; i++)
      titles.push((await post(t, '/api/login', { ...admin, otp: wrong })).json().title);
    expect(titles.slice(0, 4)).toEqual(Array(4).fill('The code is not correct'));
    expect(titles[4]).toBe('Too many wrong codes; request a new one');
    const right = await post(t, '/api/login', { ...admin, otp: code });
    expect(right.statusCode).toBe(401);
    expect(right.json().title).toBe('Too many wrong codes; request a new one');
  });

  it('lets a code expire after five minutes', async () => {
    await requestCode('EMAIL');
    const code = lastLoggedCode(t);
    t.advanceClock(5 * 60 * 1000 + 1000);
    const reply = await post(t, '/api/login', { ...admin, otp: code });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().title).toMatch(/expired/);
  });
});

describe('forgot password', () => {
  it('resets with an emailed code, refusing a login code, and ends the old sessions', async () => {
    const oldToken = await tokenFor(t, 'user');
    await post(t, '/api/sendOtp', {
      username: 'user',
      password: demoPassword,
      type: 'login',
      sendOn: 'EMAIL',
    });
    const loginCode = lastLoggedCode(t);
    const crossed = await post(t, '/api/account/reset-password', {
      email: 'user@demo-labels.example',
      otp: loginCode,
      newPassword: 'new-pass-2',
      type: 'forgotPassword',
    });
    expect(crossed.statusCode).toBe(401);

    const sent = await post(t, '/api/account/sendOtp', {
      email: 'user@demo-labels.example',
      type: 'forgotPassword',
    });
    expect(sent.json()).toEqual({ message: 'Otp send successfully' });
    await mailsSettled(t);
    const reset = await post(t, '/api/account/reset-password', {
      email: 'user@demo-labels.example',
      otp: lastLoggedCode(t),
      newPassword: 'new-pass-2',
      type: 'forgotPassword',
    });
    expect(reset.json()).toEqual({ message: 'Password reset successfully' });

    expect((await account(oldToken)).statusCode).toBe(401);
    expect(
      (
        await post(t, '/api/account/checklogin', { username: 'user', password: 'new-pass-2' })
      ).json().idToken,
    ).toBeTruthy();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.logLines.length;
    const reply = await post(t, '/api/account/sendOtp', {
      email: 'nobody@example.com',
      type: 'forgotPassword',
    });
    expect(reply.json()).toEqual({ message: 'Otp send successfully' });
    await mailsSettled(t);
    expect(t.logLines.length).toBe(before);
  });

  it('holds the new password to 5 to 16 characters', async () => {
    const reply = await post(t, '/api/account/reset-password', {
      email: 'user@demo-labels.example',
      otp: '123456',
      newPassword: 'abc',
      type: 'forgotPassword',
    });
    expect(reply.json().errors[0]).toMatchObject({
      field: 'newPassword',
      detail: 'You password must be 5-16 character',
    });
  });
});

describe('tokens', () => {
  const forge = (header: object, payload: object, signature = '') =>
    [header, payload]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.') + `.${signature}`;

  it('refuses a token after its expiry', async () => {
    const token = await tokenFor(t, 'superadmin');
    t.advanceClock(8 * 60 * 60 * 1000 + 1000);
    expect((await account(token)).statusCode).toBe(401);
  });

  it('refuses a tampered token and one signed with alg none', async () => {
    const token = await tokenFor(t, 'superadmin');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url')}.${signature}`;
    expect((await account(tampered)).statusCode).toBe(401);
    expect((await account(forge({ alg: 'none', typ: 'JWT' }, claims))).statusCode).toBe(401);
    expect((await account(token)).statusCode).toBe(200);
  });

  it('refuses tokens issued before a logout, and those of a deactivated user', async () => {
    const token = await tokenFor(t, 'producer');
    expect((await post(t, '/api/account/logout', {}, token)).statusCode).toBe(204);
    expect((await account(token)).statusCode).toBe(401);

    const fresh = await tokenFor(t, 'producer');
    const producer = (await t.services.accounts.findByLogin('producer'))!;
    await t.services.accounts.setActivated(producer.id, false);
    expect((await account(fresh)).statusCode).toBe(401);
    await t.services.accounts.setActivated(producer.id, true);
  });
});
