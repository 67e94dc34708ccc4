import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { pngOfSize, smallPng } from '../../test-support/images';
import { demoCompanyId, insertCustomer, otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { trackAndTrace, userFields, usersKit } from './test-support/user-forms';
import { call } from '../../test-support/api-calls';

let t: TestApp;
const kit = usersKit(() => t);
let admin: string;
let superAdmin: string;
let partner: string;
let companyId: number;
let customer: { id: number; companyName: string };
let businessPartner: { id: number; companyName: string };

beforeAll(async () => {
  t = await createTestApp({ jobTiming: { pollMs: 50 } });
  [admin, superAdmin, partner] = [
    await tokenFor(t, 'admin'),
    await tokenFor(t, 'superadmin'),
    await tokenFor(t, 'partner'),
  ];
  companyId = await demoCompanyId(t);
  customer = await insertCustomer(t, companyId, 'Acme Retail');
  businessPartner = await insertCustomer(t, companyId, 'Partner Logistics', {
    companyType: 'Business Partner',
  });
}, 60_000);
afterAll(async () => t.close());

const logins = (reply: { body: { content: { login: string }[] } }) =>
  reply.body.content.map((user) => user.login);

describe('adding a user', () => {
  it('saves the user with their customers, mails a single-use link, and the link sets the first password', async () => {
    const created = await call(
      t,
      contract.users.create,
      { body: userFields('nora', { customers: [customer.id] }) },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      login: 'nora',
      authorities: ['ROLE_USER'],
      activated: true,
      company: { id: companyId },
      customers: [customer],
    });
    expect((await kit.checkLogin('nora', 'anything-1')).status).toBe(401);
    const listed = (
      await call(t, contract.users.list, { query: { 'contains.login': 'nora' } }, admin)
    ).body.content;
    expect(listed).toEqual([expect.objectContaining({ login: 'nora', customers: [customer] })]);

    const link = await kit.mailedLink('nora@example.com');
    const first = await kit.setFirstPassword(link, 'fresh-pass-1');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Password set; you can log in now' });
    const again = await kit.setFirstPassword(link, 'other-pass-2');
    expect(again.status).toBe(400);
    expect(again.problem.title).toBe(
      'This link has expired or was already used; ask your administrator for a new one',
    );

    const nora = await tokenFor(t, 'nora', 'fresh-pass-1');
    expect((await call(t, contract.auth.account, {}, nora)).body).toMatchObject({
      login: 'nora',
      authorities: ['ROLE_USER'],
    });
    const events = (
      await call(t, contract.audit.list, { query: { search: 'nora', size: 50 } }, admin)
    ).body.content.map((e: { action: string }) => e.action);
    expect(events).toEqual(expect.arrayContaining(['user.created', 'password.set']));
  });

  it('refuses a form with a field, authority or customer it may not have, and a login or email already taken', async () => {
    const other = await otherCompanyAdmin(t, 'Refused Customers Ltd');
    const theirCustomer = await insertCustomer(t, other.companyId, 'Their Customer');
    const cases: [object, string, string][] = [
      [userFields('rita'), 'customers', 'This field is required'],
      [
        userFields('rita', { customers: [customer.id], authority: 'ROLE_ADMIN' }),
        'authority',
        'Choose one of: ROLE_USER, ROLE_PRODUCER',
      ],
      [
        userFields('rita', { customers: [businessPartner.id] }),
        'customers',
        'Partner Logistics is not a Customer',
      ],
      [
        userFields('rita', { customers: [theirCustomer.id] }),
        'customers',
        `Customer ${theirCustomer.id} is not a customer of the user's company`,
      ],
      [
        userFields('rita', { customers: [customer.id], accountExpiredDate: '2020-01-01' }),
        'accountExpiredDate',
        'Date can not be before today',
      ],
      [
        userFields('rita', { customers: [customer.id], mobileNo: '12' }),
        'mobileNo',
        'Min Length 10',
      ],
    ];
    for (const [fields, field, detail] of cases) {
      const reply = await call(t, contract.users.create, { body: fields }, admin);
      expect(reply.status, `${field}: ${reply.text}`).toBe(400);
      expect(reply.problem.errors).toContainEqual(expect.objectContaining({ field, detail }));
    }
    const takenLogin = await call(
      t,
      contract.users.create,
      { body: userFields('USER', { email: 'someone-new@example.com', customers: [customer.id] }) },
      admin,
    );
    expect([takenLogin.status, takenLogin.problem.title]).toEqual([
      409,
      'The username "USER" is already taken',
    ]);
    const takenEmail = await call(
      t,
      contract.users.create,
      { body: userFields('rita', { email: 'Nora@Example.com', customers: [customer.id] }) },
      admin,
    );
    expect([takenEmail.status, takenEmail.problem.title]).toEqual([
      409,
      'The email "Nora@Example.com" is already taken',
    ]);
    const noCompany = await call(
      t,
      contract.users.create,
      { body: userFields('rita', { customers: [customer.id] }) },
      superAdmin,
    );
    expect(noCompany.problem.errors).toContainEqual(
      expect.objectContaining({ field: 'company', detail: 'This field is required' }),
    );
    expect(
      (
        await call(
          t,
          contract.users.search,
          { query: { columnName: 'login', searchKey: 'rita' } },
          superAdmin,
        )
      ).body.totalElements,
    ).toBe(0);
  });

  it("lets the super admin choose the company and make an admin; an admin's company field is ignored", async () => {
    const other = await otherCompanyAdmin(t, 'Chosen Company Ltd');
    const theirCustomer = await insertCustomer(t, other.companyId, 'Chosen Customer');
    // An admin works on every customer of the company: none are asked for, any sent are dropped.
    const made = await call(
      t,
      contract.users.create,
      { body: userFields('chosen-admin', { company: other.companyId, authority: 'ROLE_ADMIN' }) },
      superAdmin,
    );
    expect(made.body).toMatchObject({
      authorities: ['ROLE_ADMIN'],
      company: { id: other.companyId, name: 'Chosen Company Ltd' },
      customers: [],
    });
    const withCustomers = await call(
      t,
      contract.users.create,
      {
        body: userFields('chosen-admin-2', {
          company: other.companyId,
          authority: 'ROLE_ADMIN',
          customers: [theirCustomer.id],
        }),
      },
      superAdmin,
    );
    expect(withCustomers.body).toMatchObject({ authorities: ['ROLE_ADMIN'], customers: [] });
    const mine = await call(
      t,
      contract.users.create,
      { body: userFields('not-moved', { company: other.companyId, customers: [customer.id] }) },
      admin,
    );
    expect(mine.body).toMatchObject({ company: { id: companyId } });
  });

  it('lets a track and trace user add producers only, who need no customers', async () => {
    const producer = await call(
      t,
      contract.users.create,
      { body: userFields('tt-producer', { authority: 'ROLE_PRODUCER' }) },
      partner,
    );
    expect(producer.body).toMatchObject({ authorities: ['ROLE_PRODUCER'], customers: [] });
    const notUser = await call(
      t,
      contract.users.create,
      { body: userFields('tt-user', { authority: 'ROLE_USER', customers: [businessPartner.id] }) },
      partner,
    );
    expect(notUser.status).toBe(400);
    expect(notUser.problem.errors![0]!.field).toBe('authority');
    const noAuthority = await call(
      t,
      contract.users.create,
      { body: userFields('tt-none') },
      partner,
    );
    expect(noAuthority.problem.errors).toContainEqual(
      expect.objectContaining({ field: 'authority', detail: 'This field is required' }),
    );
  });
});

describe('the profile image', () => {
  const png = (bytes: Buffer) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

  it('is stored with the user and served to their company; a save that fails keeps no file, and one over 5,000,000 bytes is refused', async () => {
    const before = await t.storedFileCount();
    const saved = await call(
      t,
      contract.users.create,
      {
        body: userFields('pictured', { customers: [customer.id] }),
        files: { profileImage: png(smallPng()) },
      },
      admin,
    );
    const imageUrl = saved.body.imageUrl as string;
    expect(imageUrl).toMatch(/^\/api\/files\//);
    expect(
      (await call(t, contract.system.file, { link: imageUrl }, admin)).headers['content-type'],
    ).toBe('image/png');
    expect(await t.storedFileCount()).toBe(before + 1);

    const taken = await call(
      t,
      contract.users.create,
      {
        body: userFields('pictured', {
          email: 'other-pictured@example.com',
          customers: [customer.id],
        }),
        files: { profileImage: png(smallPng()) },
      },
      admin,
    );
    expect(taken.status).toBe(409);
    const tooLarge = await call(
      t,
      contract.users.create,
      {
        body: userFields('too-large', { customers: [customer.id] }),
        files: { profileImage: png(pngOfSize(5_000_001)) },
      },
      admin,
    );
    expect(tooLarge.status).toBe(413);
    expect(await t.storedFileCount()).toBe(before + 1);

    const replaced = await call(
      t,
      contract.users.update,
      {
        body: userFields('pictured', { id: saved.body.id, customers: [customer.id] }),
        files: { profileImage: png(smallPng()) },
      },
      admin,
    );
    expect(replaced.body.imageUrl).not.toBe(imageUrl);
    expect(await t.storedFileCount()).toBe(before + 1);
  });
});

describe('who sees and manages whom', () => {
  it('lists, searches, sorts and pages only the users the caller manages, never the caller', async () => {
    const all = await call(
      t,
      contract.users.list,
      { query: { page: 0, size: 100, sort: 'login,asc' } },
      admin,
    );
    expect(logins(all)).toEqual([...logins(all)].sort());
    expect(logins(all)).toEqual(expect.arrayContaining(['user', 'partner', 'producer', 'nora']));
    expect(logins(all)).not.toContain('admin');
    expect(logins(all)).not.toContain('chosen-admin');
    const page = (
      await call(t, contract.users.list, { query: { page: 1, size: 2, sort: 'login,asc' } }, admin)
    ).body;
    expect(page).toMatchObject({ totalElements: all.body.totalElements, number: 1, size: 2 });
    expect(page.content.map((u: { login: string }) => u.login)).toEqual(logins(all).slice(2, 4));
    expect(
      logins(
        await call(
          t,
          contract.users.search,
          { query: { columnName: 'login', searchKey: 'PARTN', page: 0, size: 10 } },
          admin,
        ),
      ),
    ).toEqual(['partner']);

    const managedByPartner = (await call(t, contract.users.list, { query: { size: 100 } }, partner))
      .body.content;
    expect(managedByPartner.length).toBeGreaterThan(0);
    expect(
      new Set(managedByPartner.flatMap((u: { authorities: string[] }) => u.authorities)),
    ).toEqual(new Set(['ROLE_PRODUCER']));

    const bySuperAdmin = logins(
      await call(t, contract.users.list, { query: { size: 100 } }, superAdmin),
    );
    expect(bySuperAdmin).toEqual(expect.arrayContaining(['admin', 'chosen-admin', 'user']));
    expect(bySuperAdmin).not.toContain('superadmin');

    expect((await call(t, contract.users.list, {}, await tokenFor(t, 'user'))).status).toBe(403);
    expect((await call(t, contract.users.list, {}, await tokenFor(t, 'producer'))).status).toBe(
      403,
    );
  });

  it('answers each manager the authorities they may give', async () => {
    expect((await call(t, contract.users.authorities, {}, superAdmin)).body).toEqual([
      'ROLE_ADMIN',
      'ROLE_USER',
      'ROLE_PRODUCER',
    ]);
    expect((await call(t, contract.users.authorities, {}, admin)).body).toEqual([
      'ROLE_USER',
      'ROLE_PRODUCER',
    ]);
    expect((await call(t, contract.users.authorities, {}, partner)).body).toEqual([
      'ROLE_PRODUCER',
    ]);
  });

  it('keeps a track and trace user away from anyone but producers', async () => {
    const plain = await kit.account('ROLE_USER', companyId);
    expect((await call(t, contract.users.get, { params: { id: plain.id } }, partner)).status).toBe(
      404,
    );
    expect(
      (
        await call(
          t,
          contract.users.update,
          { body: userFields(plain.login, { id: plain.id, authority: 'ROLE_PRODUCER' }) },
          partner,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.users.remove, { params: { id: plain.id } }, partner)).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.users.changePassword,
          { body: { id: plain.id, newPassword: 'x-pass-1', confirmPassword: 'x-pass-1' } },
          partner,
        )
      ).status,
    ).toBe(404);
    const producer = await kit.account('ROLE_PRODUCER', companyId);
    expect(
      (await call(t, contract.users.get, { params: { id: producer.id } }, partner)).body,
    ).toMatchObject({
      login: producer.login,
      authorities: ['ROLE_PRODUCER'],
    });
    const holder = await kit.signedIn('ROLE_USER', companyId, trackAndTrace);
    expect(
      (await call(t, contract.users.get, { params: { id: producer.id } }, holder.token)).status,
    ).toBe(200);
  });
});
