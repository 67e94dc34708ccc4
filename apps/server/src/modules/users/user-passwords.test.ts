import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, insertCustomer } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { userFields, usersKit } from './test-support/user-forms';

let t: TestApp;
const kit = usersKit(() => t);
let admin: string;
let companyId: number;
let customer: { id: number; companyName: string };
const day = 24 * 3_600_000;

beforeAll(async () => {
  // Sessions outlive the two days the expiry test moves the clock by.
  t = await createTestApp({ jobTiming: { pollMs: 50 }, tokenTtlMinutes: 4 * 24 * 60 });
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  customer = await insertCustomer(t, companyId, 'Password Customer');
}, 60_000);
afterAll(async () => t.close());

const changePassword = (fields: object, token = admin) =>
  kit.multipart('POST', '/change-password', fields, token);
const account = (token: string) => kit.call('GET', '/account', token);

describe("a manager's Change Password", () => {
  it("answers the spec's three messages", async () => {
    const { id } = await kit.account('ROLE_USER', companyId);
    const cases: [object, string, string][] = [
      [{ id, confirmPassword: 'x' }, 'newPassword', 'Password can not be empty'],
      [{ id, newPassword: 'x' }, 'confirmPassword', 'Confirm Password can not be empty'],
      [
        { id, newPassword: 'one-pass', confirmPassword: 'two-pass' },
        'confirmPassword',
        'Passord and Confirm Password does not match',
      ],
    ];
    for (const [fields, field, detail] of cases) {
      const reply = await changePassword(fields);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors).toContainEqual(expect.objectContaining({ field, detail }));
    }
  });

  it("sets the password and ends the user's open sessions", async () => {
    const user = await kit.signedIn('ROLE_USER', companyId);
    expect((await account(user.token)).statusCode).toBe(200);
    const reply = await changePassword({
      id: user.id,
      newPassword: 'new-pass-9',
      confirmPassword: 'new-pass-9',
    });
    expect(reply.json()).toEqual({ message: 'Password changed successfully' });
    expect((await account(user.token)).statusCode).toBe(401);
    expect((await kit.checkLogin(user.login, demoPassword)).statusCode).toBe(401);
    expect((await account(await tokenFor(t, user.login, 'new-pass-9'))).statusCode).toBe(200);
  });
});

describe('editing and deleting a user', () => {
  it('keeps the login, and deactivating refuses the login and ends open sessions until activated again', async () => {
    const user = await kit.signedIn('ROLE_USER', companyId);
    const edit = (more: object) =>
      kit.save(
        'PUT',
        userFields('renamed', {
          id: user.id,
          email: `${user.login}@example.com`,
          customers: [customer.id],
          ...more,
        }),
        admin,
      );
    const off = await edit({ firstName: 'Edda', activated: false });
    expect(off.json()).toMatchObject({
      login: user.login,
      firstName: 'Edda',
      activated: false,
      customers: [customer],
    });
    expect((await account(user.token)).statusCode).toBe(401);
    const refused = await kit.checkLogin(user.login, demoPassword);
    expect([refused.statusCode, refused.json().title]).toEqual([
      401,
      'Your account is deactivated; contact your administrator',
    ]);
    await edit({ activated: true });
    expect((await account(await tokenFor(t, user.login))).statusCode).toBe(200);
    const events = (
      await kit.call('GET', `/audit-events?search=${user.login}&size=50`, admin)
    ).json().content;
    expect(events.map((e: { detail: string }) => e.detail)).toContainEqual(
      expect.stringContaining('changed firstName'),
    );
  });

  it('refuses the login and the open session of an account past its expiry date', async () => {
    const user = await kit.signedIn('ROLE_USER', companyId);
    const today = new Date().toISOString().slice(0, 10);
    const saved = await kit.save(
      'PUT',
      userFields(user.login, {
        id: user.id,
        email: `${user.login}@example.com`,
        customers: [customer.id],
        accountExpiredDate: today,
      }),
      admin,
    );
    expect(saved.json()).toMatchObject({ accountExpiredDate: today });
    expect((await account(user.token)).statusCode).toBe(200);
    t.advanceClock(2 * day);
    try {
      const session = await account(user.token);
      expect([session.statusCode, session.json().title]).toEqual([
        401,
        'Your account has expired; contact your administrator',
      ]);
      expect((await kit.checkLogin(user.login, demoPassword)).json().title).toBe(
        'Your account has expired; contact your administrator',
      );
    } finally {
      t.advanceClock(-2 * day);
    }
  });

  it('deletes softly: the user cannot log in, sessions end, and the login may be given again; nobody deletes themselves', async () => {
    const user = await kit.signedIn('ROLE_USER', companyId);
    expect((await kit.call('DELETE', `/users/${user.id}`, admin)).statusCode).toBe(204);
    expect((await account(user.token)).statusCode).toBe(401);
    expect((await kit.checkLogin(user.login, demoPassword)).statusCode).toBe(401);
    expect((await kit.call('GET', `/users/userId/${user.id}`, admin)).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/users/${user.id}`, admin)).statusCode).toBe(404);
    expect(
      (await kit.save('POST', userFields(user.login, { customers: [customer.id] }), admin))
        .statusCode,
    ).toBe(200);

    const adminId = (await account(admin)).json().id;
    const self = await kit.call('DELETE', `/users/${adminId}`, admin);
    expect([self.statusCode, self.json().title]).toEqual([
      400,
      'You cannot delete your own account',
    ]);
  });
});

describe('password links', () => {
  it('a new invitation retires the older link, and a link expires after 72 hours', async () => {
    const created = (
      await kit.save('POST', userFields('invited', { customers: [customer.id] }), admin)
    ).json();
    const first = await kit.mailedLink('invited@example.com');
    const sent = await kit.call('POST', `/users/${created.id}/invitation`, admin);
    expect(sent.json()).toEqual({
      message: 'A link to set the password was sent to invited@example.com',
    });
    const second = await kit.mailedLink('invited@example.com', first);
    expect((await kit.setFirstPassword(first, 'first-pass-1')).statusCode).toBe(400);
    t.advanceClock(73 * 3_600_000);
    try {
      expect((await kit.setFirstPassword(second, 'first-pass-1')).json().title).toBe(
        'This link has expired or was already used; ask your administrator for a new one',
      );
    } finally {
      t.advanceClock(-73 * 3_600_000);
    }
    expect((await kit.setFirstPassword(second, 'first-pass-1')).json()).toEqual({
      message: 'Password set; you can log in now',
    });
    expect((await kit.setFirstPassword('not-a-token', 'first-pass-1')).statusCode).toBe(400);
    expect((await kit.setFirstPassword(second, 'abc')).json().errors[0]).toMatchObject({
      field: 'newPassword',
    });
  });
});

describe('the own profile', () => {
  it('saves names, mobile and image and answers as GET account; a taken email is refused', async () => {
    const user = await kit.signedIn('ROLE_PRODUCER', companyId);
    const saved = await kit.multipart(
      'PUT',
      '/account',
      {
        firstName: 'Pia',
        lastName: 'Profile',
        mobileNo: '9123456780',
        email: `${user.login}@example.com`,
      },
      user.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      login: user.login,
      firstName: 'Pia',
      lastName: 'Profile',
      mobileNo: '9123456780',
    });
    expect((await account(user.token)).json()).toMatchObject({ firstName: 'Pia' });
    // The address goes out with the account, so the profile form starts from it and keeps it.
    await kit.multipart(
      'PUT',
      '/account',
      { firstName: 'Pia', lastName: 'Profile', mobileNo: '9123456780', address: '4 Mill Lane' },
      user.token,
    );
    expect((await account(user.token)).json()).toMatchObject({ address: '4 Mill Lane' });
    const taken = await kit.multipart(
      'PUT',
      '/account',
      {
        firstName: 'Pia',
        lastName: 'Profile',
        mobileNo: '9123456780',
        email: 'user@demo-labels.example',
      },
      user.token,
    );
    expect([taken.statusCode, taken.json().title]).toEqual([
      409,
      'The email "user@demo-labels.example" is already taken',
    ]);
  });
});
