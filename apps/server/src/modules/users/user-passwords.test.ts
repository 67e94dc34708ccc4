import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { demoCompanyId, insertCustomer } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { userFields, usersKit } from './test-support/user-forms';
import { call } from '../../test-support/api-calls';

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
  call(t, contract.users.changePassword, { body: fields }, token);
const account = (token: string) => call(t, contract.auth.account, {}, token);

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
      expect(reply.status).toBe(400);
      expect(reply.problem.errors).toContainEqual(expect.objectContaining({ field, detail }));
    }
  });

  it("sets the password and ends the user's open sessions", async () => {
    const user = await kit.signedIn('ROLE_USER', companyId);
    expect((await account(user.token)).status).toBe(200);
    const reply = await changePassword({
      id: user.id,
      newPassword: 'new-pass-9',
      confirmPassword: 'new-pass-9',
    });
    expect(reply.body).toEqual({ message: 'Password changed successfully' });
    expect((await account(user.token)).status).toBe(401);
    expect((await kit.checkLogin(user.login, demoPassword)).status).toBe(401);
    expect((await account(await tokenFor(t, user.login, 'new-pass-9'))).status).toBe(200);
  });
});

describe('editing and deleting a user', () => {
  it('keeps the login, and deactivating refuses the login and ends open sessions until activated again', async () => {
    const user = await kit.signedIn('ROLE_USER', companyId);
    const edit = (more: object) =>
      call(
        t,
        contract.users.update,
        {
          body: userFields('renamed', {
            id: user.id,
            email: `${user.login}@example.com`,
            customers: [customer.id],
            ...more,
          }),
        },
        admin,
      );
    const off = await edit({ firstName: 'Edda', activated: false });
    expect(off.body).toMatchObject({
      login: user.login,
      firstName: 'Edda',
      activated: false,
      customers: [customer],
    });
    expect((await account(user.token)).status).toBe(401);
    const refused = await kit.checkLogin(user.login, demoPassword);
    expect([refused.status, refused.problem.title]).toEqual([
      401,
      'Your account is deactivated; contact your administrator',
    ]);
    await edit({ activated: true });
    expect((await account(await tokenFor(t, user.login))).status).toBe(200);
    const events = (
      await call(t, contract.audit.list, { query: { search: user.login, size: 50 } }, admin)
    ).body.content;
    expect(events.map((e: { detail: string }) => e.detail)).toContainEqual(
      expect.stringContaining('changed firstName'),
    );
  });

  it('refuses the login and the open session of an account past its expiry date', async () => {
    const user = await kit.signedIn('ROLE_USER', companyId);
    const today = new Date().toISOString().slice(0, 10);
    const saved = await call(
      t,
      contract.users.update,
      {
        body: userFields(user.login, {
          id: user.id,
          email: `${user.login}@example.com`,
          customers: [customer.id],
          accountExpiredDate: today,
        }),
      },
      admin,
    );
    expect(saved.body).toMatchObject({ accountExpiredDate: today });
    expect((await account(user.token)).status).toBe(200);
    t.advanceClock(2 * day);
    try {
      const session = await account(user.token);
      expect([session.status, session.problem.title]).toEqual([
        401,
        'Your account has expired; contact your administrator',
      ]);
      expect((await kit.checkLogin(user.login, demoPassword)).problem.title).toBe(
        'Your account has expired; contact your administrator',
      );
    } finally {
      t.advanceClock(-2 * day);
    }
  });

  it('deletes softly: the user cannot log in, sessions end, and the login may be given again; nobody deletes themselves', async () => {
    const user = await kit.signedIn('ROLE_USER', companyId);
    expect((await call(t, contract.users.remove, { params: { id: user.id } }, admin)).status).toBe(
      204,
    );
    expect((await account(user.token)).status).toBe(401);
    expect((await kit.checkLogin(user.login, demoPassword)).status).toBe(401);
    expect((await call(t, contract.users.get, { params: { id: user.id } }, admin)).status).toBe(
      404,
    );
    expect((await call(t, contract.users.remove, { params: { id: user.id } }, admin)).status).toBe(
      404,
    );
    expect(
      (
        await call(
          t,
          contract.users.create,
          { body: userFields(user.login, { customers: [customer.id] }) },
          admin,
        )
      ).status,
    ).toBe(200);

    const adminId = (await account(admin)).body.id;
    const self = await call(t, contract.users.remove, { params: { id: adminId } }, admin);
    expect([self.status, self.problem.title]).toEqual([400, 'You cannot delete your own account']);
  });
});

describe('password links', () => {
  it('a new invitation retires the older link, and a link expires after 72 hours', async () => {
    const created = (
      await call(
        t,
        contract.users.create,
        { body: userFields('invited', { customers: [customer.id] }) },
        admin,
      )
    ).body;
    const first = await kit.mailedLink('invited@example.com');
    const sent = await call(
      t,
      contract.users.sendInvitation,
      { params: { id: created.id } },
      admin,
    );
    expect(sent.body).toEqual({
      message: 'A link to set the password was sent to invited@example.com',
    });
    const second = await kit.mailedLink('invited@example.com', first);
    expect((await kit.setFirstPassword(first, 'first-pass-1')).status).toBe(400);
    t.advanceClock(73 * 3_600_000);
    try {
      expect((await kit.setFirstPassword(second, 'first-pass-1')).problem.title).toBe(
        'This link has expired or was already used; ask your administrator for a new one',
      );
    } finally {
      t.advanceClock(-73 * 3_600_000);
    }
    expect((await kit.setFirstPassword(second, 'first-pass-1')).body).toEqual({
      message: 'Password set; you can log in now',
    });
    expect((await kit.setFirstPassword('not-a-token', 'first-pass-1')).status).toBe(400);
    expect((await kit.setFirstPassword(second, 'abc')).problem.errors![0]).toMatchObject({
      field: 'newPassword',
    });
  });
});

describe('the own profile', () => {
  it('saves names, mobile and image and answers as GET account; a taken email is refused', async () => {
    const user = await kit.signedIn('ROLE_PRODUCER', companyId);
    const saved = await call(
      t,
      contract.users.updateProfile,
      {
        body: {
          firstName: 'Pia',
          lastName: 'Profile',
          mobileNo: '9123456780',
          email: `${user.login}@example.com`,
        },
      },
      user.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      login: user.login,
      firstName: 'Pia',
      lastName: 'Profile',
      mobileNo: '9123456780',
    });
    expect((await account(user.token)).body).toMatchObject({ firstName: 'Pia' });
    // The address goes out with the account, so the profile form starts from it and keeps it.
    await call(
      t,
      contract.users.updateProfile,
      {
        body: {
          firstName: 'Pia',
          lastName: 'Profile',
          mobileNo: '9123456780',
          address: '4 Mill Lane',
        },
      },
      user.token,
    );
    expect((await account(user.token)).body).toMatchObject({ address: '4 Mill Lane' });
    const taken = await call(
      t,
      contract.users.updateProfile,
      {
        body: {
          firstName: 'Pia',
          lastName: 'Profile',
          mobileNo: '9123456780',
          email: 'user@demo-labels.example',
        },
      },
      user.token,
    );
    expect([taken.status, taken.problem.title]).toEqual([
      409,
      'The email "user@demo-labels.example" is already taken',
    ]);
  });
});
