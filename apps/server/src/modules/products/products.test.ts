import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { demoCompanyId, insertCustomer, userHolding } from '../../test-support/master-data';
import { productApi, productFields } from '../../test-support/product-forms';
import { call } from '../../test-support/api-calls';
import { visit } from '../../test-support/public-pages';

let t: TestApp;
let admin: string;
let companyId: number;
let sunrise: { id: number; companyName: string };
let greenleaf: { id: number; companyName: string };
const api = () => productApi(t, () => admin);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  sunrise = await insertCustomer(t, companyId, 'Test Sunrise Pharma', { advanceWorkflow: true });
  greenleaf = await insertCustomer(t, companyId, 'Test Greenleaf Agro');
});
afterAll(async () => t.close());

describe('products', () => {
  it('adds a product with its switches and months, reads, lists, edits and deletes it', async () => {
    const created = await api().create({
      ...productFields,
      'customer.id': sunrise.id,
      showMfgDate: true,
      mfgDate: '2025-03',
      showExpiryDate: true,
      expiryDate: '2027-03',
      enableWarranty: true,
      warrantyLink: 'https://w.example/cs',
      staticQr: true,
    });
    expect(created.status).toBe(200);
    const product = created.body;
    expect(product).toMatchObject({
      ...productFields,
      customer: { id: sunrise.id, companyName: sunrise.companyName, advanceWorkflow: true },
      color: '#000000',
      authenticationMsg: 'Does this information match with your sample',
      mfgDate: '2025-03-01T00:00:00',
      expiryDate: '2027-03-01T00:00:00',
      warrantyLink: 'https://w.example/cs',
      staticQrLink: `http://localhost:8080/p/${product.id}`,
      showOffers: false,
    });
    expect(
      (await call(t, contract.products.get, { params: { id: product.id } }, admin)).body,
    ).toEqual(product);
    // The static QR's page is public and shows what the label carries: a page, not an API call.
    const publicPage = await visit(t, `/p/${product.id}`);
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.body).toContain('<h1>Cough Syrup</h1>');
    expect(publicPage.body).toContain(sunrise.companyName);
    expect((await visit(t, '/p/999999999')).statusCode).toBe(404);

    const edited = await api().update({
      ...productFields,
      id: product.id,
      productName: 'Cough Syrup Plus',
      'customer.id': greenleaf.id,
      'user.id': 1,
      color: '#ff0000',
    });
    expect(edited.status).toBe(200);
    // Switches not sent are off, and the fields they showed are forgotten.
    expect(edited.body).toMatchObject({
      productName: 'Cough Syrup Plus',
      customer: { id: greenleaf.id },
      color: '#ff0000',
      mfgDate: null,
      warrantyLink: null,
      staticQrLink: null,
    });

    expect(
      (await call(t, contract.products.remove, { params: { id: product.id } }, admin)).status,
    ).toBe(204);
    expect(
      (await call(t, contract.products.get, { params: { id: product.id } }, admin)).status,
    ).toBe(404);
  });

  it('pages, sorts, searches and filters the list on the server, with the client column', async () => {
    for (const [code, name, customer] of [
      ['LST-1', 'Alpha Balm', sunrise],
      ['LST-2', 'Beta Balm', greenleaf],
      ['LST-3', 'Gamma Drops', greenleaf],
    ] as const) {
      expect(
        (
          await api().create({
            ...productFields,
            productCode: code,
            productName: name,
            'customer.id': customer.id,
          })
        ).status,
      ).toBe(200);
    }
    expect(await api().codes({ 'contains.productName': 'BALM', sort: 'productCode,asc' })).toEqual([
      'LST-1',
      'LST-2',
    ]);
    expect(
      await api().codes({
        'contains.customer.companyName': 'greenleaf',
        'contains.productCode': 'LST',
        sort: 'productCode,desc',
      }),
    ).toEqual(['LST-3', 'LST-2']);
    expect(await api().codes({ search: 'gamma' })).toEqual(['LST-3']);
    // The global search also finds products by their client's name, newest first.
    expect(
      await api().codes({
        search: greenleaf.companyName.toUpperCase(),
        'contains.productCode': 'LST',
      }),
    ).toEqual(['LST-3', 'LST-2']);
    expect(
      await api().codes({
        'contains.productCode': 'LST',
        sort: 'customer.companyName,desc',
        size: 2,
        page: 0,
      }),
    ).toEqual(['LST-1', 'LST-3']);
    const second = (
      await call(
        t,
        contract.products.list,
        { query: { 'contains.productCode': 'LST', sort: 'productCode,asc', size: 2, page: 1 } },
        admin,
      )
    ).body;
    expect(second).toEqual({
      data: [expect.objectContaining({ productCode: 'LST-3' })],
      totalElements: 3,
    });
    expect(await api().codes({ 'contains.productCode': '%' })).toEqual([]);

    const options = (
      await call(
        t,
        contract.products.options,
        { query: { page: 0, size: 10000, sort: 'createdDate,desc', type: 'Customer' } },
        admin,
      )
    ).body;
    expect(options.content.map((p: { productCode: string }) => p.productCode)).toEqual(
      expect.arrayContaining(['LST-1', 'LST-2', 'LST-3']),
    );
    const ofGreenleaf = (
      await call(t, contract.products.ofCustomer, { params: { customerId: greenleaf.id } }, admin)
    ).body;
    expect(ofGreenleaf.map((p: { productCode: string }) => p.productCode)).toEqual([
      'LST-2',
      'LST-3',
    ]);
    expect(ofGreenleaf[0]).toEqual({
      id: expect.any(Number),
      productCode: 'LST-2',
      productName: 'Beta Balm',
      labelSize: '50 x 25',
    });
  });

  it("keeps each company's products apart: 404 for another company's product and customer", async () => {
    const other = await t.services.companies.create({ name: 'Other Product Co' });
    await t.services.accounts.create({
      login: 'product-other-admin',
      password: demoPassword,
      firstName: 'O',
      lastName: 'A',
      role: 'ROLE_ADMIN',
      companyId: other.id,
    });
    const otherAdmin = await tokenFor(t, 'product-other-admin');
    const otherCustomer = await insertCustomer(t, other.id, 'Elsewhere Ltd');
    const mine = (
      await api().create({ ...productFields, productCode: 'MINE-1', 'customer.id': sunrise.id })
    ).body;

    expect(await api().codes({}, otherAdmin)).toEqual([]);
    expect(
      (await call(t, contract.products.get, { params: { id: mine.id } }, otherAdmin)).status,
    ).toBe(404);
    expect(
      (
        await api().update(
          { ...productFields, id: mine.id, 'customer.id': otherCustomer.id },
          [],
          otherAdmin,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.products.remove, { params: { id: mine.id } }, otherAdmin)).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.products.ofCustomer,
          { params: { customerId: sunrise.id } },
          otherAdmin,
        )
      ).status,
    ).toBe(404);

    const before = await api().count();
    const foreign = await api().create({
      ...productFields,
      productCode: 'STEAL-1',
      'customer.id': otherCustomer.id,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.problem.title).toBe('Customer not found');
    expect(
      (await api().update({ ...productFields, id: mine.id, 'customer.id': otherCustomer.id }))
        .status,
    ).toBe(404);
    expect(await api().count()).toBe(before);
  });

  it('gates every call by the Product privilege: 1 view, 2 add and edit, 3 delete', async () => {
    const saved = (
      await api().create({ ...productFields, productCode: 'PRIV-1', 'customer.id': sunrise.id })
    ).body;
    const [none, viewer, editor] = [
      await userHolding(t, companyId, 'Product', 0),
      await userHolding(t, companyId, 'Product', 1),
      await userHolding(t, companyId, 'Product', 2),
    ];
    const reads = {
      list: () => call(t, contract.products.list, {}, none),
      options: () => call(t, contract.products.options, { query: { type: 'Customer' } }, none),
      one: () => call(t, contract.products.get, { params: { id: saved.id } }, none),
      ofCustomer: () =>
        call(t, contract.products.ofCustomer, { params: { customerId: sunrise.id } }, none),
    };
    for (const [what, read] of Object.entries(reads)) expect((await read()).status, what).toBe(403);
    expect(
      (await call(t, contract.products.get, { params: { id: saved.id } }, viewer)).status,
    ).toBe(200);
    const refused = await api().create({ ...productFields, productCode: 'PRIV-2' }, [], viewer);
    expect(refused.status).toBe(403);
    expect(refused.problem.title).toMatch(/Product/);
    expect((await api().update({ ...productFields, id: saved.id }, [], viewer)).status).toBe(403);
    expect(
      (await call(t, contract.products.remove, { params: { id: saved.id } }, editor)).status,
    ).toBe(403);
    expect((await call(t, contract.products.get, { params: { id: saved.id } }, admin)).status).toBe(
      200,
    );
    // A customer's products as options are every customer-choosing module's (the F-Codes report's Product); the products themselves stay Product's.
    const reporter = await userHolding(t, companyId, 'Template', 1);
    expect(
      (
        await call(
          t,
          contract.products.ofCustomer,
          { params: { customerId: sunrise.id } },
          reporter,
        )
      ).status,
    ).toBe(200);
    expect(
      (await call(t, contract.products.get, { params: { id: saved.id } }, reporter)).status,
    ).toBe(403);
  });

  it("counts the company's products for the dashboard, and only theirs", async () => {
    const counted = async (token = admin) =>
      (await call(t, contract.dashboard.productCount, {}, token)).body.count as number;
    const before = await counted();
    await api().create({ ...productFields, productCode: 'COUNT-1', 'customer.id': sunrise.id });
    expect(await counted()).toBe(before + 1);
    expect(
      (
        await call(
          t,
          contract.dashboard.productCount,
          {},
          await userHolding(t, companyId, 'Product', 0),
        )
      ).status,
    ).toBe(403);
    expect(await counted(await userHolding(t, companyId, 'Product', 1))).toBe(before + 1);
  });
});
