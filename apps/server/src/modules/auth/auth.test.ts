import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { lastLoggedCode, tokenFor } from '../../test-support/sessions';
import { generousLimits } from './test-support/attempt-limits';
import { mailsSettled } from './test-support/held-mailer';
import { call } from '../../test-support/api-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authLimits: generousLimits });
});
afterAll(async () => t.close());

describe('login without OTP', () => {
  it('answers a token for the super admin and loads the account with it', async () => {
    const reply = await call(t, contract.auth.checkLogin, {
      body: {
        username: 'superadmin',
        password: demoPassword,
      },
    });
    expect(reply.status).toBe(200);
    const { idToken } = reply.body;
    expect(idToken).toMatch(/^ey/);
    const me = await call(t, contract.auth.account, {}, idToken);
    expect(me.body).toMatchObject({
      login: 'superadmin',
      authorities: ['ROLE_SUPER_ADMIN'],
      company: null,
    });
  });

  it('gives the same reply for an unknown user and a wrong password', async () => {
    const unknown = await call(t, contract.auth.checkLogin, {
      body: {
        username: 'nobody',
        password: 'whatever',
      },
    });
    const wrong = await call(t, contract.auth.checkLogin, {
      body: {
        username: 'user',
        password: 'wrong-password',
      },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.problem).toEqual(wrong.problem);
    expect(wrong.problem.title).toBe('Invalid username or password');
  });

  it("states the login form's limits in its own words", async () => {
    const reply = await call(t, contract.auth.checkLogin, {
      body: {
        username: 'u'.repeat(51),
        password: 'p'.repeat(26),
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toContain('application/problem+json');
    const details = reply.problem.errors!.map((e) => `${e.field}: ${e.detail}`);
    expect(details).toEqual([
      'username: Value must be less then 50',
      'password: Value must be less then 25',
    ]);
  });

  it("returns the user's privilege tree with the levels held", async () => {
    const tree = (await call(t, contract.auth.privileges, {}, await tokenFor(t, 'user'))).body;
    const master = tree.find((m) => m.name === 'Master')!;
    expect(master.priority).toBe(1);
    expect(master.children!.find((c) => c.name === 'Customer')).toMatchObject({
      priority: 2,
      maxPriority: 3,
    });
    expect(tree.find((m) => m.name === 'Smart Bin')!.priority).toBe(0);
  });
});

describe('login with OTP', () => {
  const admin = { username: 'admin', password: demoPassword };
  const requestCode = (sendOn: 'EMAIL' | 'Mobile') =>
    call(t, contract.auth.sendOtp, {
      link: '/api/sendOtp',
      body: { ...admin, type: 'login', sendOn },
    });

  it('offers masked channels, sends the code to the log, never in a reply, and logs in with it', async () => {
    const check = await call(t, contract.auth.checkLogin, { body: admin });
    expect(check.body).toEqual({
      idToken: null,
      email: 'ad***@demo-labels.example',
      mobileNo: '******0002',
    });
    const sent = await requestCode('EMAIL');
    expect(sent.status).toBe(200);
    const code = lastLoggedCode(t);
    expect(sent.text).not.toContain(code);
    expect(t.logLines.at(-1)).toMatch(
      /^\[mail\] to admin@demo-labels\.example \| Your Veritag login code \|/,
    );
    const login = await call(t, contract.auth.login, {
      body: { ...admin, otp: code, sendOn: 'EMAIL' },
    });
    expect(login.status).toBe(200);
    expect(
      (await call(t, contract.auth.account, {}, login.body.id_token)).body.authorities,
    ).toEqual(['ROLE_ADMIN']);
  });

  it('uses a code once only', async () => {
    await requestCode('EMAIL');
    const code = lastLoggedCode(t);
    expect((await call(t, contract.auth.login, { body: { ...admin, otp: code } })).status).toBe(
      200,
    );
    const again = await call(t, contract.auth.login, { body: { ...admin, otp: code } });
    expect(again.status).toBe(401);
  });

  it('sends to the mobile channel through the SMS sender', async () => {
    await call(t, contract.auth.sendOtp, {
      link: '/api/send-OTP',
      body: { ...admin, type: 'login', sendOn: 'Mobile' },
    });
    expect(t.logLines.at(-1)).toMatch(/^\[sms\] to 9000000002 \| Your Veritag login code is \d{6}/);
  });

  it('refuses the password alone for an account that needs the code', async () => {
    const reply = await call(t, contract.auth.login, { body: admin });
    expect(reply.status).toBe(400);
    expect(reply.problem.errors![0]).toMatchObject({
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
      titles.push(
        (await call(t, contract.auth.login, { body: { ...admin, otp: wrong } })).problem.title,
      );
    expect(titles.slice(0, 4)).toEqual(Array(4).fill('The code is not correct'));
    expect(titles[4]).toBe('Too many wrong codes; request a new one');
    const right = await call(t, contract.auth.login, { body: { ...admin, otp: code } });
    expect(right.status).toBe(401);
    expect(right.problem.title).toBe('Too many wrong codes; request a new one');
  });

  it('lets a code expire after five minutes', async () => {
    await requestCode('EMAIL');
    const code = lastLoggedCode(t);
    t.advanceClock(5 * 60 * 1000 + 1000);
    const reply = await call(t, contract.auth.login, { body: { ...admin, otp: code } });
    expect(reply.status).toBe(401);
    expect(reply.problem.title).toMatch(/expired/);
  });
});

describe('forgot password', () => {
  it('resets with an emailed code, refusing a login code, and ends the old sessions', async () => {
    const oldToken = await tokenFor(t, 'user');
    await call(t, contract.auth.sendOtp, {
      link: '/api/sendOtp',
      body: {
        username: 'user',
        password: demoPassword,
        type: 'login',
        sendOn: 'EMAIL',
      },
    });
    const loginCode = lastLoggedCode(t);
    const crossed = await call(t, contract.auth.resetPassword, {
      body: {
        email: 'user@demo-labels.example',
        otp: loginCode,
        newPassword: 'new-pass-2',
        type: 'forgotPassword',
      },
    });
    expect(crossed.status).toBe(401);

    const sent = await call(t, contract.auth.sendOtp, {
      body: {
        email: 'user@demo-labels.example',
        type: 'forgotPassword',
      },
    });
    expect(sent.body).toEqual({ message: 'Otp send successfully' });
    await mailsSettled(t);
    const reset = await call(t, contract.auth.resetPassword, {
      body: {
        email: 'user@demo-labels.example',
        otp: lastLoggedCode(t),
        newPassword: 'new-pass-2',
        type: 'forgotPassword',
      },
    });
    expect(reset.body).toEqual({ message: 'Password reset successfully' });

    expect((await call(t, contract.auth.account, {}, oldToken)).status).toBe(401);
    expect(
      (
        await call(t, contract.auth.checkLogin, {
          body: { username: 'user', password: 'new-pass-2' },
        })
      ).body.idToken,
    ).toBeTruthy();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.logLines.length;
    const reply = await call(t, contract.auth.sendOtp, {
      body: {
        email: 'nobody@example.com',
        type: 'forgotPassword',
      },
    });
    expect(reply.body).toEqual({ message: 'Otp send successfully' });
    await mailsSettled(t);
    expect(t.logLines.length).toBe(before);
  });

  it('holds the new password to 5 to 16 characters', async () => {
    const reply = await call(t, contract.auth.resetPassword, {
      body: {
        email: 'user@demo-labels.example',
        otp: '123456',
        newPassword: 'abc',
        type: 'forgotPassword',
      },
    });
    expect(reply.problem.errors![0]).toMatchObject({
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
    expect((await call(t, contract.auth.account, {}, token)).status).toBe(401);
  });

  it('refuses a tampered token and one signed with alg none', async () => {
    const token = await tokenFor(t, 'superadmin');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url')}.${signature}`;
    expect((await call(t, contract.auth.account, {}, tampered)).status).toBe(401);
    expect(
      (await call(t, contract.auth.account, {}, forge({ alg: 'none', typ: 'JWT' }, claims))).status,
    ).toBe(401);
    expect((await call(t, contract.auth.account, {}, token)).status).toBe(200);
  });

  it('refuses tokens issued before a logout, and those of a deactivated user', async () => {
    const token = await tokenFor(t, 'producer');
    expect((await call(t, contract.auth.logout, {}, token)).status).toBe(204);
    expect((await call(t, contract.auth.account, {}, token)).status).toBe(401);

    const fresh = await tokenFor(t, 'producer');
    const producer = (await t.services.accounts.findByLogin('producer'))!;
    await t.services.accounts.setActivated(producer.id, false);
    expect((await call(t, contract.auth.account, {}, fresh)).status).toBe(401);
    await t.services.accounts.setActivated(producer.id, true);
  });
});
