import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOfSize, smallPng } from '../../test-support/images';
import { demoCompanyId, insertCustomer, otherCompanyAdmin } from '../../test-support/master-data';
import { bearer, tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { trackAndTrace, userFields, usersKit } from './test-support/user-forms';

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

const logins = (reply: { json: () => { content: { login: string }[] } }) =>
  reply.json().content.map((user) => user.login);

describe('adding a user', () => {
  it('saves the user with their customers, mails a single-use link, and the link sets the first password', async () => {
    const created = await kit.save('POST', userFields('nora', { customers: [customer.id] }), admin);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      login: 'nora',
      authorities: ['ROLE_USER'],
      activated: true,
      company: { id: companyId },
      customers: [customer],
    });
    expect((await kit.checkLogin('nora', 'anything-1')).statusCode).toBe(401);
    const listed = (await kit.call('GET', '/users?contains.login=nora', admin)).json().content;
    expect(listed).toEqual([expect.objectContaining({ login: 'nora', customers: [customer] })]);

    const link = await kit.mailedLink('nora@example.com');
    const first = await kit.setFirstPassword(link, 'fresh-pass-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Password set; you can log in now' });
    const again = await kit.setFirstPassword(link, 'other-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().title).toBe(
      'This link has expired or was already used; ask your administrator for a new one',
    );

    const nora = await tokenFor(t, 'nora', 'fresh-pass-1');
    expect((await kit.call('GET', '/account', nora)).json()).toMatchObject({
      login: 'nora',
      authorities: ['ROLE_USER'],
    });
    const events = (await kit.call('GET', '/audit-events?search=nora&size=50', admin))
      .json()
      .content.map((e: { action: string }) => e.action);
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
      const reply = await kit.save('POST', fields, admin);
      expect(reply.statusCode, `${field}: ${reply.body}`).toBe(400);
      expect(reply.json().errors).toContainEqual(expect.objectContaining({ field, detail }));
    }
    const takenLogin = await kit.save(
      'POST',
      userFields('USER', { email: 'someone-new@example.com', customers: [customer.id] }),
      admin,
    );
    expect([takenLogin.statusCode, takenLogin.json().title]).toEqual([
      409,
      'The username "USER" is already taken',
    ]);
    const takenEmail = await kit.save(
      'POST',
      userFields('rita', { email: 'Nora@Example.com', customers: [customer.id] }),
      admin,
    );
    expect([takenEmail.statusCode, takenEmail.json().title]).toEqual([
      409,
      'The email "Nora@Example.com" is already taken',
    ]);
    const noCompany = await kit.save(
      'POST',
      userFields('rita', { customers: [customer.id] }),
      superAdmin,
    );
    expect(noCompany.json().errors).toContainEqual(
      expect.objectContaining({ field: 'company', detail: 'This field is required' }),
    );
    expect(
      (await kit.call('GET', '/user/search?columnName=login&searchKey=rita', superAdmin)).json()
        .totalElements,
    ).toBe(0);
  });

  it("lets the super admin choose the company and make an admin; an admin's company field is ignored", async () => {
    const other = await otherCompanyAdmin(t, 'Chosen Company Ltd');
    const theirCustomer = await insertCustomer(t, other.companyId, 'Chosen Customer');
    // An admin works on every customer of the company: none are asked for, any sent are dropped.
    const made = await kit.save(
      'POST',
      userFields('chosen-admin', { company: other.companyId, authority: 'ROLE_ADMIN' }),
      superAdmin,
    );
    expect(made.json()).toMatchObject({
      authorities: ['ROLE_ADMIN'],
      company: { id: other.companyId, name: 'Chosen Company Ltd' },
      customers: [],
    });
    const withCustomers = await kit.save(
      'POST',
      userFields('chosen-admin-2', {
        company: other.companyId,
        authority: 'ROLE_ADMIN',
        customers: [theirCustomer.id],
      }),
      superAdmin,
    );
    expect(withCustomers.json()).toMatchObject({ authorities: ['ROLE_ADMIN'], customers: [] });
    const mine = await kit.save(
      'POST',
      userFields('not-moved', { company: other.companyId, customers: [customer.id] }),
      admin,
    );
    expect(mine.json()).toMatchObject({ company: { id: companyId } });
  });

  it('lets a track and trace user add producers only, who need no customers', async () => {
    const producer = await kit.save(
      'POST',
      userFields('tt-producer', { authority: 'ROLE_PRODUCER' }),
      partner,
    );
    expect(producer.json()).toMatchObject({ authorities: ['ROLE_PRODUCER'], customers: [] });
    const notUser = await kit.save(
      'POST',
      userFields('tt-user', { authority: 'ROLE_USER', customers: [businessPartner.id] }),
      partner,
    );
    expect(notUser.statusCode).toBe(400);
    expect(notUser.json().errors[0].field).toBe('authority');
    const noAuthority = await kit.save('POST', userFields('tt-none'), partner);
    expect(noAuthority.json().errors).toContainEqual(
      expect.objectContaining({ field: 'authority', detail: 'This field is required' }),
    );
  });
});

describe('the profile image', () => {
  const png = (bytes: Buffer) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

  it('is stored with the user and served to their company; a save that fails keeps no file, and one over 5,000,000 bytes is refused', async () => {
    const before = await t.storedFileCount();
    const saved = await kit.save(
      'POST',
      userFields('pictured', { customers: [customer.id] }),
      admin,
      { profileImage: png(smallPng()) },
    );
    const imageUrl = saved.json().imageUrl as string;
    expect(imageUrl).toMatch(/^\/api\/files\//);
    expect(
      (await t.app.inject({ method: 'GET', url: imageUrl, headers: bearer(admin) })).headers[
        'content-type'
      ],
    ).toBe('image/png');
    expect(await t.storedFileCount()).toBe(before + 1);

    const taken = await kit.save(
      'POST',
      userFields('pictured', { email: 'other-pictured@example.com', customers: [customer.id] }),
      admin,
      { profileImage: png(smallPng()) },
    );
    expect(taken.statusCode).toBe(409);
    const tooLarge = await kit.save(
      'POST',
      userFields('too-large', { customers: [customer.id] }),
      admin,
      { profileImage: png(pngOfSize(5_000_001)) },
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(await t.storedFileCount()).toBe(before + 1);

    const replaced = await kit.save(
      'PUT',
      userFields('pictured', { id: saved.json().id, customers: [customer.id] }),
      admin,
      { profileImage: png(smallPng()) },
    );
    expect(replaced.json().imageUrl).not.toBe(imageUrl);
    expect(await t.storedFileCount()).toBe(before + 1);
  });
});

describe('who sees and manages whom', () => {
  it('lists, searches, sorts and pages only the users the caller manages, never the caller', async () => {
    const all = await kit.call('GET', '/users?page=0&size=100&sort=login,asc', admin);
    expect(logins(all)).toEqual([...logins(all)].sort());
    expect(logins(all)).toEqual(expect.arrayContaining(['user', 'partner', 'producer', 'nora']));
    expect(logins(all)).not.toContain('admin');
    expect(logins(all)).not.toContain('chosen-admin');
    const page = (await kit.call('GET', '/users?page=1&size=2&sort=login,asc', admin)).json();
    expect(page).toMatchObject({ totalElements: all.json().totalElements, number: 1, size: 2 });
    expect(page.content.map((u: { login: string }) => u.login)).toEqual(logins(all).slice(2, 4));
    expect(
      logins(
        await kit.call(
          'GET',
          '/user/search?columnName=login&searchKey=PARTN&page=0&size=10',
          admin,
        ),
      ),
    ).toEqual(['partner']);

    const managedByPartner = (await kit.call('GET', '/users?size=100', partner)).json().content;
    expect(managedByPartner.length).toBeGreaterThan(0);
    expect(
      new Set(managedByPartner.flatMap((u: { authorities: string[] }) => u.authorities)),
    ).toEqual(new Set(['ROLE_PRODUCER']));

    const bySuperAdmin = logins(await kit.call('GET', '/users?size=100', superAdmin));
    expect(bySuperAdmin).toEqual(expect.arrayContaining(['admin', 'chosen-admin', 'user']));
    expect(bySuperAdmin).not.toContain('superadmin');

    expect((await kit.call('GET', '/users', await tokenFor(t, 'user'))).statusCode).toBe(403);
    expect((await kit.call('GET', '/users', await tokenFor(t, 'producer'))).statusCode).toBe(403);
  });

  it('answers each manager the authorities they may give', async () => {
    expect((await kit.call('GET', '/users/authorities', superAdmin)).json()).toEqual([
      'ROLE_ADMIN',
      'ROLE_USER',
      'ROLE_PRODUCER',
    ]);
    expect((await kit.call('GET', '/users/authorities', admin)).json()).toEqual([
      'ROLE_USER',
      'ROLE_PRODUCER',
    ]);
    expect((await kit.call('GET', '/users/authorities', partner)).json()).toEqual([
      'ROLE_PRODUCER',
    ]);
  });

  it('keeps a track and trace user away from anyone but producers', async () => {
    const plain = await kit.account('ROLE_USER', companyId);
    expect((await kit.call('GET', `/users/userId/${plain.id}`, partner)).statusCode).toBe(404);
    expect(
      (
        await kit.save(
          'PUT',
          userFields(plain.login, { id: plain.id, authority: 'ROLE_PRODUCER' }),
          partner,
        )
      ).statusCode,
    ).toBe(404);
    expect((await kit.call('DELETE', `/users/${plain.id}`, partner)).statusCode).toBe(404);
    expect(
      (
        await kit.multipart(
          'POST',
          '/change-password',
          { id: plain.id, newPassword: 'x-pass-1', confirmPassword: 'x-pass-1' },
          partner,
        )
      ).statusCode,
    ).toBe(404);
    const producer = await kit.account('ROLE_PRODUCER', companyId);
    expect((await kit.call('GET', `/users/userId/${producer.id}`, partner)).json()).toMatchObject({
      login: producer.login,
      authorities: ['ROLE_PRODUCER'],
    });
    const holder = await kit.signedIn('ROLE_USER', companyId, trackAndTrace);
    expect((await kit.call('GET', `/users/userId/${producer.id}`, holder.token)).statusCode).toBe(
      200,
    );
  });
});
