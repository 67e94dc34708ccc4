import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { call, unchecked } from '../../test-support/api-calls';

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

const saveOf = { POST: contract.masterProducts.create, PUT: contract.masterProducts.update };
const names = async (query: object = {}, token = admin) =>
  (await call(t, contract.masterProducts.list, { query }, token)).body.content.map((m) => m.name);
const total = async () =>
  (await call(t, contract.masterProducts.list, { query: { size: 100 } }, admin)).body
    .totalElements as number;

const matnr = {
  name: 'SKU-GRN-25',
  color: 'Green',
  packSize: 25,
  description: 'Green packs',
  primeString: 'GR',
  colorCode: 'G03',
  painterTokenCode: 'P-GR-25',
  amount: '99.5',
};

let users = 0;
async function userWith(privileges: HeldPrivilege[]): Promise<string> {
  users += 1;
  const login = `matnr-user-${users}`;
  await t.services.accounts.create({
    login,
    password: demoPassword,
    role: 'ROLE_USER',
    companyId,
    privileges,
    firstName: 'M',
    lastName: 'U',
    email: `${login}@example.com`,
    mobileNo: '9000000078',
  });
  return tokenFor(t, login);
}
const masterProduct = (level: number) =>
  userWith(level > 0 ? [{ parent: 'Token Data', name: 'Master Product', priority: level }] : []);

describe('master products (matnrs)', () => {
  it('adds one with token type Normal whatever is sent, reads, edits, lists and deletes it', async () => {
    const created = await call(
      t,
      contract.masterProducts.create,
      { body: { ...matnr, tokenType: 'Lucky' } },
      admin,
    );
    expect(created.status).toBe(200);
    const saved = created.body;
    expect(saved).toMatchObject({ ...matnr, amount: 99.5, tokenType: 'Normal' });
    expect(
      (await call(t, contract.masterProducts.get, { params: { id: saved.id } }, admin)).body,
    ).toEqual(saved);

    const edited = await call(
      t,
      contract.masterProducts.update,
      {
        body: {
          ...saved,
          name: 'SKU-GRN-30',
          packSize: 30,
          description: '',
          tokenType: 'Lucky',
        },
      },
      admin,
    );
    expect(edited.status).toBe(200);
    const { description: _dropped, ...withoutDescription } = saved;
    expect(edited.body).toEqual({
      ...withoutDescription,
      name: 'SKU-GRN-30',
      packSize: 30,
      tokenType: 'Normal',
    });

    expect(await names({ 'contains.name': 'grn' })).toEqual(['SKU-GRN-30']);
    expect(await names({ 'contains.packSize': '30' })).toEqual(['SKU-GRN-30']);
    expect(await names({ search: 'green' })).toEqual(['SKU-GRN-30']);
    expect(await names({ sort: 'packSize,asc', size: 2 })).toEqual(['SKU-RED-10', 'SKU-BLU-15']);

    expect(
      (await call(t, contract.masterProducts.remove, { params: { id: saved.id } }, admin)).status,
    ).toBe(204);
    expect(
      (await call(t, contract.masterProducts.get, { params: { id: saved.id } }, admin)).status,
    ).toBe(404);
    expect(
      (await call(t, contract.masterProducts.remove, { params: { id: saved.id } }, admin)).status,
    ).toBe(404);
  });

  it('pages the list: 10 rows and the total, newest first', async () => {
    for (let i = 0; i < 11; i++)
      await call(
        t,
        contract.masterProducts.create,
        { body: { ...matnr, name: `PAGE-${String(i).padStart(2, '0')}` } },
        admin,
      );
    const first = (
      await call(
        t,
        contract.masterProducts.list,
        { query: { 'contains.name': 'PAGE-', page: 0, size: 10 } },
        admin,
      )
    ).body;
    expect([
      first.content.length,
      first.totalElements,
      first.totalPages,
      first.content[0]!.name,
    ]).toEqual([10, 11, 2, 'PAGE-10']);
    expect(await names({ 'contains.name': 'PAGE-', page: 1, size: 10 })).toEqual(['PAGE-00']);
  });

  it("refuses each field with the spec's message and saves nothing", async () => {
    const before = await total();
    const errorsOf = async (body: object, method: keyof typeof saveOf = 'POST') => {
      const reply = await call(t, saveOf[method], { body: unchecked(body) }, admin);
      expect(reply.status).toBe(400);
      return Object.fromEntries(
        reply.problem.errors!.map((e: { field: string; detail: string }) => [e.field, e.detail]),
      );
    };
    expect(
      await errorsOf({
        name: '',
        color: ' ',
        packSize: '',
        primeString: '',
        colorCode: '',
        painterTokenCode: '',
        amount: '',
      }),
    ).toEqual({
      name: 'This field is required',
      color: 'This field is required',
      packSize: 'This field is required',
      primeString: 'This field is required',
      colorCode: 'This field is required',
      painterTokenCode: 'This field is required',
      amount: 'This field is required',
    });
    expect(
      await errorsOf({ ...matnr, name: 'n'.repeat(201), color: 'c'.repeat(201), amount: 'ten' }),
    ).toEqual({
      name: 'Value must be less than 200',
      color: 'Value must be less than 200',
      amount: 'Value must be a number',
    });
    expect(await errorsOf({ ...matnr, packSize: 41 })).toEqual({
      packSize: 'Please choose a value from the list',
    });
    expect(await errorsOf({ ...matnr, packSize: 41 }, 'PUT')).toMatchObject({
      id: expect.any(String),
      packSize: 'Please choose a value from the list',
    });
    expect(await total()).toBe(before);
  });

  it('offers the colours and, per colour, the pack sizes smallest first', async () => {
    const colours = (await call(t, contract.masterProducts.colors, {}, admin)).body.map(
      (c: { value: string }) => c.value,
    );
    expect(colours.filter((c: string) => c !== 'Green')).toEqual(['Blue', 'Red']);
    expect(
      (await call(t, contract.masterProducts.packSizes, { params: { color: 'Red' } }, admin)).body,
    ).toEqual([10, 20]);
    expect(
      (await call(t, contract.masterProducts.packSizes, { params: { color: 'Mauve' } }, admin))
        .status,
    ).toBe(404);
    // A Master Product user reads them.
    expect(
      (
        await call(
          t,
          contract.masterProducts.packSizes,
          { params: { color: 'Blue' } },
          await masterProduct(1),
        )
      ).body,
    ).toEqual([15]);
    // So does the Add Token Data form's user, with Token Data and without Master Product
    // (decision 0212).
    const tokenDataOnly = await userWith([
      { parent: 'Token Data', name: 'Token Data', priority: 2 },
    ]);
    expect(
      (
        await call(
          t,
          contract.masterProducts.packSizes,
          { params: { color: 'Blue' } },
          tokenDataOnly,
        )
      ).body,
    ).toEqual([15]);
    const neither = await userWith([{ parent: 'Master', name: 'Product', priority: 3 }]);
    expect((await call(t, contract.masterProducts.colors, {}, neither)).problem.title).toBe(
      'You need the Master Product privilege at level 1',
    );
    // The list itself stays Master Product's.
    expect((await call(t, contract.masterProducts.list, {}, tokenDataOnly)).problem.title).toBe(
      'You need the Master Product privilege at level 1',
    );
  });

  it('follows the Master Product privilege levels: a level too low answers 403', async () => {
    expect(
      (await call(t, contract.masterProducts.list, {}, await masterProduct(0))).problem.title,
    ).toBe('You need the Master Product privilege at level 1');
    const levelOne = await masterProduct(1);
    expect(await names({ 'contains.name': 'SKU-BLU' }, levelOne)).toEqual(['SKU-BLU-15']);
    const add = await call(t, contract.masterProducts.create, { body: matnr }, levelOne);
    expect([add.status, add.problem.title]).toEqual([
      403,
      'You need the Master Product privilege at level 2',
    ]);
    const levelTwo = await masterProduct(2);
    const saved = (
      await call(
        t,
        contract.masterProducts.create,
        { body: { ...matnr, name: 'BY-LEVEL-TWO' } },
        levelTwo,
      )
    ).body;
    expect(
      (
        await call(
          t,
          contract.masterProducts.update,
          { body: { ...saved, name: 'BY-LEVEL-TWO-B' } },
          levelTwo,
        )
      ).status,
    ).toBe(200);
    const remove = await call(
      t,
      contract.masterProducts.remove,
      { params: { id: saved.id } },
      levelTwo,
    );
    expect([remove.status, remove.problem.title]).toEqual([
      403,
      'You need the Master Product privilege at level 3',
    ]);
    expect(
      (
        await call(
          t,
          contract.masterProducts.remove,
          { params: { id: saved.id } },
          await masterProduct(3),
        )
      ).status,
    ).toBe(204);
  });

  it("answers 404 for another company's master product and shows none of its colours", async () => {
    const other = await t.services.companies.create({ name: 'Other Matnr Co' });
    await t.services.accounts.create({
      login: 'matnr-other-admin',
      password: demoPassword,
      firstName: 'O',
      lastName: 'A',
      role: 'ROLE_ADMIN',
      companyId: other.id,
    });
    const otherAdmin = await tokenFor(t, 'matnr-other-admin');
    const mine = (
      await call(t, contract.masterProducts.create, { body: { ...matnr, name: 'PRIVATE' } }, admin)
    ).body;
    expect(await names({}, otherAdmin)).toEqual([]);
    expect((await call(t, contract.masterProducts.colors, {}, otherAdmin)).body).toEqual([]);
    expect(
      (await call(t, contract.masterProducts.packSizes, { params: { color: 'Green' } }, otherAdmin))
        .status,
    ).toBe(404);
    expect(
      (await call(t, contract.masterProducts.get, { params: { id: mine.id } }, otherAdmin)).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.masterProducts.update,
          { body: { ...mine, name: 'Stolen' } },
          otherAdmin,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.masterProducts.remove, { params: { id: mine.id } }, otherAdmin))
        .status,
    ).toBe(404);
    expect(
      (await call(t, contract.masterProducts.get, { params: { id: mine.id } }, admin)).body,
    ).toEqual(mine);
  });
});
