import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeldPrivilege } from '@veritag/domain';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { bearer, tokenFor } from '../../test-support/sessions';

let t: TestApp;
let admin: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = (
    await t.services.companies.page({
      page: 0,
      size: 1,
      sort: { field: 'createdDate', direction: 'asc' },
      search: '',
      'contains.name': '',
    })
  ).content[0]!.id;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });
const vendorNames = async (query = '', token = admin) =>
  (
    (await call('GET', `/vendors/company${query}`, undefined, token)).json().content as {
      name: string;
    }[]
  ).map((v) => v.name);
const vendorCount = async () =>
  (await call('GET', '/vendors/company?size=100')).json().totalElements as number;

const ravi = {
  name: 'Ravi K',
  designation: 'Sales',
  email: 'ravi@example.com',
  mobile: '9800000001',
};
const meera = { name: 'Meera J', email: 'meera@example.com' };
const vendor = {
  name: 'Northwind Inks',
  address: '1 Dock Road, Mumbai',
  contectPersons: [ravi, meera],
};

/** A user of the demo company holding exactly the Vendor level given. */
let users = 0;
async function userWithVendor(level: number): Promise<string> {
  users += 1;
  const privileges =
    level > 0 ? ([{ parent: 'Master', name: 'Vendor', priority: level }] as HeldPrivilege[]) : [];
  const login = `vendor-user-${users}`;
  await t.services.accounts.create({
    login,
    password: demoPassword,
    role: 'ROLE_USER',
    companyId,
    privileges,
    firstName: 'V',
    lastName: 'U',
    email: `${login}@example.com`,
    mobileNo: '9000000077',
  });
  return tokenFor(t, login);
}

describe('vendors', () => {
  it('adds a vendor with contact persons, reads, edits (keeping saved ids), lists and deletes it', async () => {
    const created = await call('POST', '/vendors', vendor);
    expect(created.statusCode).toBe(200);
    const saved = created.json();
    expect(saved).toMatchObject({ name: 'Northwind Inks', contectPersons: [ravi, meera] });
    const [raviSaved, meeraSaved] = saved.contectPersons;
    expect((await call('GET', `/vendors/${saved.id}`)).json()).toEqual(saved);

    const edited = await call('PUT', '/vendors', {
      id: saved.id,
      name: 'Northwind Inks Ltd',
      address: vendor.address,
      contectPersons: [
        { ...raviSaved, designation: 'Head of Sales' },
        { name: 'Omar F', email: 'omar@example.com' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const people = edited.json().contectPersons;
    expect(people.map((p: { name: string }) => p.name)).toEqual(['Ravi K', 'Omar F']);
    expect(people[0]).toEqual({ ...raviSaved, designation: 'Head of Sales' });
    expect(people.map((p: { id: number }) => p.id)).not.toContain(meeraSaved.id);

    expect(await vendorNames('?contains.name=northwind')).toEqual(['Northwind Inks Ltd']);
    expect(await vendorNames('?search=DOCK%20ROAD')).toEqual(['Northwind Inks Ltd']);
    expect(await vendorNames('?sort=name,asc&size=2')).toEqual([
      'Apex Inks Pvt Ltd',
      'Bluefield Substrates',
    ]);

    expect((await call('DELETE', `/vendors/${saved.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/vendors/${saved.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/contect-people/${raviSaved.id}`)).statusCode).toBe(404);
  });

  it("refuses each field with the spec's message and saves nothing", async () => {
    const before = await vendorCount();
    const errorsOf = async (body: object) => {
      const reply = await call('POST', '/vendors', body);
      expect(reply.statusCode).toBe(400);
      return reply.json().errors.map((e: { field: string; detail: string }) => [e.field, e.detail]);
    };
    expect(await errorsOf({ name: ' ', address: '' })).toEqual([
      ['name', 'This field is required'],
      ['address', 'This field is required'],
    ]);
    expect(await errorsOf({ name: 'n'.repeat(101), address: 'a'.repeat(251) })).toEqual([
      ['name', 'Value must be less than 100'],
      ['address', 'Value must be less than 250'],
    ]);
    const badPerson = { name: '', designation: 'd'.repeat(101), email: '', mobile: '98-00' };
    expect(
      await errorsOf({ name: 'Valid', address: 'Valid', contectPersons: [ravi, badPerson] }),
    ).toEqual([
      ['contectPersons.1.name', 'This field is required'],
      ['contectPersons.1.designation', 'Value must be less than 100'],
      ['contectPersons.1.email', 'This field is required'],
      ['contectPersons.1.mobile', 'Value must be a number'],
    ]);
    expect(
      await errorsOf({
        name: 'Valid',
        address: 'Valid',
        contectPersons: [{ ...ravi, name: 'n'.repeat(101), email: 'e'.repeat(101) }],
      }),
    ).toEqual([
      ['contectPersons.0.name', 'Value must be less than 100'],
      ['contectPersons.0.email', 'Value must be less than 100'],
    ]);
    expect(await vendorCount()).toBe(before);
  });

  it('saves a vendor and its contact persons all or nothing', async () => {
    const before = await vendorCount();
    const other = (await call('POST', '/vendors', { ...vendor, name: 'Other Vendor' })).json();
    // A contact person of another vendor cannot be taken over: the vendor is not created either.
    const stolen = await call('POST', '/vendors', {
      ...vendor,
      name: 'Half Saved',
      contectPersons: [ravi, other.contectPersons[0]],
    });
    expect(stolen.statusCode).toBe(404);
    expect(await vendorNames('?contains.name=Half')).toEqual([]);

    const mine = (await call('POST', '/vendors', { ...vendor, name: 'Whole Vendor' })).json();
    const edit = await call('PUT', '/vendors', {
      id: mine.id,
      name: 'Renamed',
      address: 'x',
      contectPersons: [{ ...other.contectPersons[1] }],
    });
    expect(edit.statusCode).toBe(404);
    expect((await call('GET', `/vendors/${mine.id}`)).json()).toEqual(mine);
    expect((await call('GET', `/vendors/${other.id}`)).json()).toEqual(other);
    expect(await vendorCount()).toBe(before + 2);
  });

  it('deletes a saved contact person at once, with the Vendor privilege at level 3', async () => {
    const saved = (await call('POST', '/vendors', { ...vendor, name: 'Contact Vendor' })).json();
    const [first, second] = saved.contectPersons;
    const levelTwo = await userWithVendor(2);
    const refused = await call('DELETE', `/contect-people/${first.id}`, undefined, levelTwo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe('You need the Vendor privilege at level 3');
    expect(
      (await call('DELETE', `/contect-people/${first.id}`, undefined, await userWithVendor(3)))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', `/vendors/${saved.id}`)).json().contectPersons).toEqual([second]);
    expect((await call('DELETE', `/contect-people/${first.id}`)).statusCode).toBe(404);
  });

  it('follows the Vendor privilege levels: a level too low answers 403', async () => {
    const none = await userWithVendor(0);
    expect((await call('GET', '/vendors/company', undefined, none)).json().title).toBe(
      'You need the Vendor privilege at level 1',
    );
    const levelOne = await userWithVendor(1);
    expect(await vendorNames('?contains.name=apex', levelOne)).toEqual(['Apex Inks Pvt Ltd']);
    const add = await call('POST', '/vendors', vendor, levelOne);
    expect(add.statusCode).toBe(403);
    expect(add.json().title).toBe('You need the Vendor privilege at level 2');
    const levelTwo = await userWithVendor(2);
    const id = (
      await call('POST', '/vendors', { ...vendor, name: 'By Level Two' }, levelTwo)
    ).json().id;
    expect((await call('DELETE', `/vendors/${id}`, undefined, levelTwo)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/vendors/${id}`, undefined, await userWithVendor(3))).statusCode,
    ).toBe(204);
    // The demo ROLE_USER holds no Vendor privilege, but Print Data 1: the print data form's vendor options are theirs.
    const printDataViewer = await tokenFor(t, 'user');
    expect((await call('GET', '/vendors/company', undefined, printDataViewer)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/vendors/${id}`, undefined, printDataViewer)).statusCode).toBe(403);
  });

  it("answers 404 for another company's vendor and contact persons, and lists none of them", async () => {
    const other = await t.services.companies.create({ name: 'Other Vendor Co' });
    await t.services.accounts.create({
      login: 'vendor-other-admin',
      password: demoPassword,
      firstName: 'O',
      lastName: 'A',
      role: 'ROLE_ADMIN',
      companyId: other.id,
    });
    const otherAdmin = await tokenFor(t, 'vendor-other-admin');
    const mine = (await call('POST', '/vendors', { ...vendor, name: 'Private Vendor' })).json();
    expect(await vendorNames('', otherAdmin)).toEqual([]);
    expect((await call('GET', `/vendors/${mine.id}`, undefined, otherAdmin)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/vendors', { ...mine, name: 'Stolen' }, otherAdmin)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/contect-people/${mine.contectPersons[0].id}`, undefined, otherAdmin))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/vendors/${mine.id}`, undefined, otherAdmin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/vendors/${mine.id}`)).json()).toEqual(mine);
  });
});
