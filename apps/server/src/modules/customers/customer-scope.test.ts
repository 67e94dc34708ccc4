import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { smallPng } from '../../test-support/images';
import { insertProduct } from '../../test-support/master-data';
import { productApi, productFields } from '../../test-support/product-forms';
import { importColumns } from '../product-import';
import { limitedUserAddsCustomer } from './customers.routes';
import { call } from '../../test-support/api-calls';

/**
 * A user or producer with customers assigned works on those customers' records only: the
 * others' customers, products, plants, packagings and imports are not found, as another
 * company's are, and never counted. Two customers, A and B, each with a product, a plant
 * (with a contact person) and a packaging, in a company of their own.
 */
let t: TestApp;
let admin: string;
let user: string;
let userId: number;
let companyId: number;
type Records = Record<
  | 'customer'
  | 'product'
  | 'plant'
  | 'plantProduct'
  | 'packaging'
  | 'customerContact'
  | 'plantContact',
  number
>;
const ids = { A: {} as Records, B: {} as Records };
const products = () => productApi(t, () => admin);
/** An upload of products for a customer; what the sheet holds does not matter here. */
const upload = (customerId: number, as = user) =>
  call(
    t,
    contract.customers.uploadProducts,
    { query: { customerId }, files: { files: { bytes: sheet, name: 'p.csv' } } },
    as,
  );
const sheet = Buffer.from(`${importColumns.map((column) => column.field).join(',')}\r\n`);

const person = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com` });
const plantBody = (side: 'A' | 'B', change: object = {}) => ({
  plantCode: `PL-${side}`,
  name: `Plant ${side}`,
  address: `${side} Road`,
  customer: { id: ids[side].customer },
  allowAllProduct: false,
  plantProducts: [{ product: ids[side].product, noOfLabelPerRoll: 100 }],
  contectPersons: [person(`Plantman${side}`)],
  ...change,
});
const packagingBody = (side: 'A' | 'B', change: object = {}) => ({
  name: `Box ${side}`,
  enabled: true,
  product: { id: ids[side].product },
  packagingConfig: { parentName: 'Box', count: 1 },
  ...change,
});

/** What the user's lists, options and counts show, each as names or codes and the total. */
async function seen(as = user) {
  const customerPage = (await call(t, contract.customers.list, { query: { size: 100 } }, as)).body;
  const productPage = (await call(t, contract.products.list, { query: { size: 100 } }, as)).body;
  const plantPage = (await call(t, contract.plants.list, { query: { size: 100 } }, as)).body;
  const packagingPage = (await call(t, contract.packaging.list, { query: { size: 100 } }, as)).body;
  return {
    customers: [
      customerPage.content.map((c: { companyName: string }) => c.companyName),
      customerPage.totalElements,
    ],
    customerOptions: (
      await call(t, contract.customers.byType, { query: { type: 'Customer' } }, as)
    ).body.map((c: { companyName: string }) => c.companyName),
    customerSearch: (
      await call(
        t,
        contract.customers.search,
        { query: { columnName: 'companyName', searchKey: 'scope', page: 0, size: 10 } },
        as,
      )
    ).body.totalElements,
    products: [
      productPage.data.map((p: { productCode: string }) => p.productCode),
      productPage.totalElements,
    ],
    productOptions: (
      await call(t, contract.products.options, { query: { size: 100 } }, as)
    ).body.content.map((p: { productCode: string }) => p.productCode),
    productCount: (await call(t, contract.dashboard.productCount, {}, as)).body.count,
    plants: [plantPage.content.map((p: { name: string }) => p.name), plantPage.totalElements],
    plantNames: (await call(t, contract.plants.names, {}, as)).body.map(
      (p: { name: string }) => p.name,
    ),
    packagings: [
      packagingPage.content.map((p: { name: string }) => p.name),
      packagingPage.totalElements,
    ],
  };
}
const both = {
  customers: [['Scope Beta', 'Scope Alpha'], 2],
  customerOptions: ['Scope Alpha', 'Scope Beta'],
  customerSearch: 2,
  products: [['SC-B', 'SC-A'], 2],
  productOptions: ['SC-B', 'SC-A'],
  productCount: 2,
  plants: [['Plant B', 'Plant A'], 2],
  plantNames: ['Plant A', 'Plant B'],
  packagings: [['Box B', 'Box A'], 2],
};

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await t.services.companies.create({ name: 'Scope Co' })).id;
  await t.services.accounts.create({
    login: 'scope-admin',
    password: demoPassword,
    firstName: 'S',
    lastName: 'A',
    role: 'ROLE_ADMIN',
    companyId,
  });
  admin = await tokenFor(t, 'scope-admin');
  for (const [side, name] of [
    ['A', 'Scope Alpha'],
    ['B', 'Scope Beta'],
  ] as const) {
    const saved = (
      await call(
        t,
        contract.customers.create,
        {
          body: {
            companyName: name,
            companyCode: `SC${side}`,
            messageOnScan: 'Genuine',
            contectPersons: [person(`Buyer${side}`)],
          },
        },
        admin,
      )
    ).body;
    ids[side].customer = saved.id;
    ids[side].customerContact = saved.contectPersons[0]!.id;
    ids[side].product = (await insertProduct(t, { id: saved.id, companyId }, `SC-${side}`)).id;
    const plant = (await call(t, contract.plants.create, { body: plantBody(side) }, admin)).body;
    ids[side].plant = plant.id;
    ids[side].plantContact = plant.contectPersons![0]!.id;
    ids[side].plantProduct = plant.plantProducts![0]!.id;
    ids[side].packaging = (
      await call(t, contract.packaging.create, { body: packagingBody(side) }, admin)
    ).body.id;
  }
  const privileges = (['Customer', 'Product', 'Plant', 'Packaging'] as const).map(
    (name): HeldPrivilege => ({ parent: 'Master', name, priority: 3 }),
  );
  userId = await t.services.accounts.create({
    login: 'scope-user',
    password: demoPassword,
    firstName: 'S',
    lastName: 'U',
    role: 'ROLE_USER',
    companyId,
    privileges,
  });
  user = await tokenFor(t, 'scope-user');
});
afterAll(async () => t.close());

describe('a user assigned some customers', () => {
  it("lists, offers and counts only their customers' records; an admin and an unassigned user see all", async () => {
    await t.services.accounts.setCustomers(userId, [ids.A.customer]);
    expect(await seen()).toEqual({
      customers: [['Scope Alpha'], 1],
      customerOptions: ['Scope Alpha'],
      customerSearch: 1,
      products: [['SC-A'], 1],
      productOptions: ['SC-A'],
      productCount: 1,
      plants: [['Plant A'], 1],
      plantNames: ['Plant A'],
      packagings: [['Box A'], 1],
    });
    expect(await seen(admin)).toEqual(both);
    // The account says so, for the console to hide what the server would refuse.
    const account = async (token: string) => (await call(t, contract.auth.account, {}, token)).body;
    expect((await account(user)).customerIds).toEqual([ids.A.customer]);
    expect((await account(admin)).customerIds).toEqual([]);
    await t.services.accounts.setCustomers(userId, []);
    expect(await seen()).toEqual(both);
    expect((await account(user)).customerIds).toEqual([]);
  });

  it("finds none of another customer's records: reading, editing and deleting them is 404", async () => {
    await t.services.accounts.setCustomers(userId, [ids.A.customer]);
    const { A, B } = ids;
    const reads = {
      customer: () => call(t, contract.customers.get, { params: { id: B.customer } }, user),
      product: () => call(t, contract.products.get, { params: { id: B.product } }, user),
      plant: () => call(t, contract.plants.get, { params: { id: B.plant } }, user),
      packaging: () => call(t, contract.packaging.get, { params: { id: B.packaging } }, user),
      productsOfCustomer: () =>
        call(t, contract.products.ofCustomer, { params: { customerId: B.customer } }, user),
      plantsOfCustomer: () =>
        call(t, contract.plants.ofCustomer, { params: { customerId: B.customer } }, user),
      productsOfPlant: () =>
        call(t, contract.products.ofPlant, { params: { plantId: B.plant } }, user),
    };
    for (const [what, read] of Object.entries(reads)) expect((await read()).status, what).toBe(404);
    expect(
      (await call(t, contract.customers.get, { params: { id: A.customer } }, user)).status,
    ).toBe(200);
    expect(
      (await call(t, contract.products.ofPlant, { params: { plantId: A.plant } }, user)).body.map(
        (p: { productCode: string }) => p.productCode,
      ),
    ).toEqual(['SC-A']);

    expect(
      (
        await call(
          t,
          contract.customers.update,
          {
            body: {
              id: B.customer,
              companyName: 'Taken',
              companyCode: 'SCB',
              messageOnScan: 'Mine',
            },
            files: {},
          },
          user,
        )
      ).status,
    ).toBe(404);
    expect((await products().update({ ...productFields, id: B.product }, [], user)).status).toBe(
      404,
    );
    expect(
      (
        await call(
          t,
          contract.plants.update,
          { body: plantBody('B', { id: B.plant, name: 'Taken' }) },
          user,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.packaging.update,
          { body: packagingBody('B', { id: B.packaging, name: 'Taken' }) },
          user,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.plants.removeProduct, { body: { id: B.plantProduct } }, user)).status,
    ).toBe(404);
    const removals = {
      customerContact: () =>
        call(t, contract.contactPeople.remove, { params: { id: B.customerContact } }, user),
      plantContact: () =>
        call(t, contract.contactPeople.remove, { params: { id: B.plantContact } }, user),
      packaging: () => call(t, contract.packaging.remove, { params: { id: B.packaging } }, user),
      plant: () => call(t, contract.plants.remove, { params: { id: B.plant } }, user),
      product: () => call(t, contract.products.remove, { params: { id: B.product } }, user),
      customer: () => call(t, contract.customers.remove, { params: { id: B.customer } }, user),
    };
    for (const [what, remove] of Object.entries(removals))
      expect((await remove()).status, what).toBe(404);
    // Nothing of B changed; A's contact person goes, as before.
    expect(await seen(admin)).toEqual(both);
    expect(
      (await call(t, contract.customers.get, { params: { id: B.customer } }, admin)).body,
    ).toMatchObject({
      companyName: 'Scope Beta',
      contectPersons: [person('BuyerB')],
    });
    expect(
      (await call(t, contract.plants.get, { params: { id: B.plant } }, admin)).body,
    ).toMatchObject({
      name: 'Plant B',
      plantProducts: [{ id: B.plantProduct }],
      contectPersons: [person('PlantmanB')],
    });
    expect(
      (await call(t, contract.contactPeople.remove, { params: { id: A.customerContact } }, user))
        .status,
    ).toBe(204);
  });

  it('offers their customers to choose from to a user of templates without the Customer privilege, and nothing more', async () => {
    const held: HeldPrivilege[] = [{ parent: 'Template', name: 'Template', priority: 2 }];
    const templatesUserId = await t.services.accounts.create({
      login: 'scope-templates',
      password: demoPassword,
      firstName: 'S',
      lastName: 'T',
      role: 'ROLE_USER',
      companyId,
      privileges: held,
    });
    await t.services.accounts.setCustomers(templatesUserId, [ids.B.customer]);
    const designer = await tokenFor(t, 'scope-templates');
    const options = await call(
      t,
      contract.customers.byType,
      { query: { type: 'Customer' } },
      designer,
    );
    expect([
      options.status,
      options.body.map((c: { companyName: string }) => c.companyName),
    ]).toEqual([200, ['Scope Beta']]);
    // The customers themselves, and the business partners, stay the Customer privilege's.
    const customerReads = {
      list: () => call(t, contract.customers.list, { query: { size: 10 } }, designer),
      one: () => call(t, contract.customers.get, { params: { id: ids.B.customer } }, designer),
      partners: () =>
        call(t, contract.customers.byType, { query: { type: 'Business Partner' } }, designer),
    };
    for (const [what, read] of Object.entries(customerReads))
      expect((await read()).status, what).toBe(403);
    await t.services.accounts.create({
      login: 'scope-guilloche',
      password: demoPassword,
      firstName: 'S',
      lastName: 'G',
      role: 'ROLE_USER',
      companyId,
      privileges: [{ parent: 'Master', name: 'Guilloche Image', priority: 3 }],
    });
    const refused = await call(
      t,
      contract.customers.byType,
      { query: { type: 'Customer' } },
      await tokenFor(t, 'scope-guilloche'),
    );
    expect([refused.status, refused.problem.title]).toEqual([
      403,
      'You need the Customer privilege at level 1',
    ]);
  });

  it('makes nothing for another customer, and adds no customer', async () => {
    await t.services.accounts.setCustomers(userId, [ids.A.customer]);
    const { A, B } = ids;
    const plant = await call(
      t,
      contract.plants.create,
      { body: plantBody('B', { plantCode: 'PL-B2' }) },
      user,
    );
    expect([plant.status, plant.problem.title]).toEqual([404, 'Customer not found']);
    const packaging = await call(
      t,
      contract.packaging.create,
      { body: packagingBody('B', { name: 'Box B2' }) },
      user,
    );
    expect([packaging.status, packaging.problem.title]).toEqual([404, 'Product not found']);
    const refused = await upload(B.customer);
    expect([refused.status, refused.problem.title]).toEqual([404, 'Customer not found']);
    // An import of B's, started by the admin, is not the user's to follow; one of A's is.
    const importOf = async (customerId: number) =>
      (await upload(customerId, admin)).body.importId as number;
    const [importOfB, importOfA] = [await importOf(B.customer), await importOf(A.customer)];
    expect(
      (await call(t, contract.productImports.status, { params: { id: importOfB } }, user)).status,
    ).toBe(404);
    expect(
      (await call(t, contract.productImports.status, { params: { id: importOfA } }, user)).status,
    ).toBe(200);
    // The job runs on its own; the test waits for both to end before the app closes.
    for (const id of [importOfA, importOfB])
      await vi.waitFor(
        async () =>
          expect(
            (await call(t, contract.productImports.status, { params: { id } }, admin)).body.state,
          ).not.toBe('RUNNING'),
        { timeout: 10_000 },
      );

    // The user's save names no customer (spec 002 section 6): a new product is their only customer's.
    const product = await products().create(
      { ...productFields, productCode: 'SC-A2', 'customer.id': B.customer },
      [],
      user,
    );
    expect([product.status, product.body.customer?.id]).toEqual([200, A.customer]);
    await t.services.accounts.setCustomers(userId, [A.customer, B.customer]);
    const unsure = await products().create({ ...productFields, productCode: 'SC-A3' }, [], user);
    expect([unsure.status, unsure.problem.title]).toEqual([
      400,
      'You work for 2 customers: an administrator adds this product for the right one',
    ]);
    await t.services.accounts.setCustomers(userId, [A.customer]);

    const customer = await call(
      t,
      contract.customers.create,
      { body: { companyName: 'Scope Gamma', companyCode: 'SCG', messageOnScan: 'New' }, files: {} },
      user,
    );
    expect([customer.status, customer.problem.title]).toEqual([403, limitedUserAddsCustomer]);
    expect((await seen(admin)).customerOptions).toEqual(['Scope Alpha', 'Scope Beta']);
  });

  // Last: it edits both customers and adds products.
  it("serves the files of their customers' records only: another customer's logo and product image are not found", async () => {
    await t.services.accounts.setCustomers(userId, [ids.A.customer]);
    const logo = () => new File([new Uint8Array(smallPng())], 'logo.png', { type: 'image/png' });
    const files: Record<'A' | 'B', { logo: string; image: string }> = {
      A: { logo: '', image: '' },
      B: { logo: '', image: '' },
    };
    for (const side of ['A', 'B'] as const) {
      const edited = await call(
        t,
        contract.customers.update,
        {
          body: {
            id: ids[side].customer,
            companyName: side === 'A' ? 'Scope Alpha' : 'Scope Beta',
            companyCode: `SC${side}`,
            messageOnScan: 'Genuine',
          },
          files: { customerLogo: logo() },
        },
        admin,
      );
      const product = await products().create(
        { ...productFields, productCode: `SC-IMG-${side}`, 'customer.id': ids[side].customer },
        [{ name: 'productImage.png' }],
      );
      files[side] = { logo: edited.body.customerLogo!, image: product.body.imageUrl! };
    }
    const status = async (url: string, as: string) =>
      (await call(t, contract.system.file, { link: url }, as)).status;
    expect([await status(files.A.logo, user), await status(files.A.image, user)]).toEqual([
      200, 200,
    ]);
    expect([await status(files.B.logo, user), await status(files.B.image, user)]).toEqual([
      404, 404,
    ]);
    expect([await status(files.B.logo, admin), await status(files.B.image, admin)]).toEqual([
      200, 200,
    ]);
  });
});
