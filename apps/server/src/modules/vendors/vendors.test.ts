import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { call } from '../../test-support/api-calls';

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

const vendorNames = async (query: object = {}, token = admin) =>
  (await call(t, contract.vendors.list, { query }, token)).body.content.map((v) => v.name);
const vendorCount = async () =>
  (await call(t, contract.vendors.list, { query: { size: 100 } }, admin)).body
    .totalElements as number;

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
    const created = await call(t, contract.vendors.create, { body: vendor }, admin);
    expect(created.status).toBe(200);
    const saved = created.body;
    expect(saved).toMatchObject({ name: 'Northwind Inks', contectPersons: [ravi, meera] });
    const [raviSaved, meeraSaved] = saved.contectPersons;
    expect((await call(t, contract.vendors.get, { params: { id: saved.id } }, admin)).body).toEqual(
      saved,
    );

    const edited = await call(
      t,
      contract.vendors.update,
      {
        body: {
          id: saved.id,
          name: 'Northwind Inks Ltd',
          address: vendor.address,
          contectPersons: [
            { ...raviSaved, designation: 'Head of Sales' },
            { name: 'Omar F', email: 'omar@example.com' },
          ],
        },
      },
      admin,
    );
    expect(edited.status).toBe(200);
    const people = edited.body.contectPersons;
    expect(people.map((p: { name: string }) => p.name)).toEqual(['Ravi K', 'Omar F']);
    expect(people[0]).toEqual({ ...raviSaved, designation: 'Head of Sales' });
    expect(people.map((p: { id: number }) => p.id)).not.toContain(meeraSaved!.id);

    expect(await vendorNames({ 'contains.name': 'northwind' })).toEqual(['Northwind Inks Ltd']);
    expect(await vendorNames({ search: 'DOCK ROAD' })).toEqual(['Northwind Inks Ltd']);
    expect(await vendorNames({ sort: 'name,asc', size: 2 })).toEqual([
      'Apex Inks Pvt Ltd',
      'Bluefield Substrates',
    ]);

    expect(
      (await call(t, contract.vendors.remove, { params: { id: saved.id } }, admin)).status,
    ).toBe(204);
    expect((await call(t, contract.vendors.get, { params: { id: saved.id } }, admin)).status).toBe(
      404,
    );
    expect(
      (await call(t, contract.contactPeople.remove, { params: { id: raviSaved!.id } }, admin))
        .status,
    ).toBe(404);
  });

  it("refuses each field with the spec's message and saves nothing", async () => {
    const before = await vendorCount();
    const errorsOf = async (body: object) => {
      const reply = await call(t, contract.vendors.create, { body }, admin);
      expect(reply.status).toBe(400);
      return reply.problem.errors!.map((e: { field: string; detail: string }) => [
        e.field,
        e.detail,
      ]);
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
    const other = (
      await call(t, contract.vendors.create, { body: { ...vendor, name: 'Other Vendor' } }, admin)
    ).body;
    // A contact person of another vendor cannot be taken over: the vendor is not created either.
    const stolen = await call(
      t,
      contract.vendors.create,
      {
        body: {
          ...vendor,
          name: 'Half Saved',
          contectPersons: [ravi, other.contectPersons[0]!],
        },
      },
      admin,
    );
    expect(stolen.status).toBe(404);
    expect(await vendorNames({ 'contains.name': 'Half' })).toEqual([]);

    const mine = (
      await call(t, contract.vendors.create, { body: { ...vendor, name: 'Whole Vendor' } }, admin)
    ).body;
    const edit = await call(
      t,
      contract.vendors.update,
      {
        body: {
          id: mine.id,
          name: 'Renamed',
          address: 'x',
          contectPersons: [{ ...other.contectPersons[1] }],
        },
      },
      admin,
    );
    expect(edit.status).toBe(404);
    expect((await call(t, contract.vendors.get, { params: { id: mine.id } }, admin)).body).toEqual(
      mine,
    );
    expect((await call(t, contract.vendors.get, { params: { id: other.id } }, admin)).body).toEqual(
      other,
    );
    expect(await vendorCount()).toBe(before + 2);
  });

  it('deletes a saved contact person at once, with the Vendor privilege at level 3', async () => {
    const saved = (
      await call(t, contract.vendors.create, { body: { ...vendor, name: 'Contact Vendor' } }, admin)
    ).body;
    const [first, second] = saved.contectPersons;
    const levelTwo = await userWithVendor(2);
    const refused = await call(
      t,
      contract.contactPeople.remove,
      { params: { id: first!.id } },
      levelTwo,
    );
    expect(refused.status).toBe(403);
    expect(refused.problem.title).toBe('You need the Vendor privilege at level 3');
    expect(
      (
        await call(
          t,
          contract.contactPeople.remove,
          { params: { id: first!.id } },
          await userWithVendor(3),
        )
      ).status,
    ).toBe(204);
    expect(
      (await call(t, contract.vendors.get, { params: { id: saved.id } }, admin)).body
        .contectPersons,
    ).toEqual([second]);
    expect(
      (await call(t, contract.contactPeople.remove, { params: { id: first!.id } }, admin)).status,
    ).toBe(404);
  });

  it('follows the Vendor privilege levels: a level too low answers 403', async () => {
    const none = await userWithVendor(0);
    expect((await call(t, contract.vendors.list, {}, none)).problem.title).toBe(
      'You need the Vendor privilege at level 1',
    );
    const levelOne = await userWithVendor(1);
    expect(await vendorNames({ 'contains.name': 'apex' }, levelOne)).toEqual(['Apex Inks Pvt Ltd']);
    const add = await call(t, contract.vendors.create, { body: vendor }, levelOne);
    expect(add.status).toBe(403);
    expect(add.problem.title).toBe('You need the Vendor privilege at level 2');
    const levelTwo = await userWithVendor(2);
    const id = (
      await call(
        t,
        contract.vendors.create,
        { body: { ...vendor, name: 'By Level Two' } },
        levelTwo,
      )
    ).body.id;
    expect((await call(t, contract.vendors.remove, { params: { id } }, levelTwo)).status).toBe(403);
    expect(
      (await call(t, contract.vendors.remove, { params: { id } }, await userWithVendor(3))).status,
    ).toBe(204);
    // The demo ROLE_USER holds no Vendor privilege, but Print Data 1: the print data form's vendor options are theirs.
    const printDataViewer = await tokenFor(t, 'user');
    expect((await call(t, contract.vendors.list, {}, printDataViewer)).status).toBe(200);
    expect((await call(t, contract.vendors.get, { params: { id } }, printDataViewer)).status).toBe(
      403,
    );
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
    const mine = (
      await call(t, contract.vendors.create, { body: { ...vendor, name: 'Private Vendor' } }, admin)
    ).body;
    expect(await vendorNames({}, otherAdmin)).toEqual([]);
    expect(
      (await call(t, contract.vendors.get, { params: { id: mine.id } }, otherAdmin)).status,
    ).toBe(404);
    expect(
      (await call(t, contract.vendors.update, { body: { ...mine, name: 'Stolen' } }, otherAdmin))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.contactPeople.remove,
          { params: { id: mine.contectPersons[0]!.id } },
          otherAdmin,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.vendors.remove, { params: { id: mine.id } }, otherAdmin)).status,
    ).toBe(404);
    expect((await call(t, contract.vendors.get, { params: { id: mine.id } }, admin)).body).toEqual(
      mine,
    );
  });
});
