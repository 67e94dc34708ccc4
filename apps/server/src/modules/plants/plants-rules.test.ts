import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, tokenFor } from '../../test-support/sessions';
import {
  demoCompanyId,
  insertCustomer,
  insertProduct,
  otherCompanyAdmin,
  userHolding,
} from '../../test-support/master-data';
import { plantProductMessages } from './plant-products';

let t: TestApp;
let admin: string;
let companyId: number;
let acme: { id: number };
let cap: { id: number };
let lid: { id: number };
let boltOnly: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  acme = await insertCustomer(t, companyId, 'Acme Rules');
  const bolt = await insertCustomer(t, companyId, 'Bolt Rules');
  cap = await insertProduct(t, { id: acme.id, companyId }, 'RU-CAP');
  lid = await insertProduct(t, { id: acme.id, companyId }, 'RU-LID');
  boltOnly = await insertProduct(t, { id: bolt.id, companyId }, 'RU-BOLT');
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });
const plantCount = async () =>
  (await call('GET', '/plants/company?size=100')).json().totalElements as number;
const plantBody = (change: object = {}) => ({
  plantCode: 'R-1',
  name: 'Rules Plant',
  address: '1 Rule Road',
  customer: acme.id,
  plantProducts: [{ product: cap.id, noOfLabelPerRoll: 500 }],
  contectPersons: [{ name: 'Asha', email: 'asha@example.com' }],
  ...change,
});
const errorsOf = async (method: 'POST' | 'PUT', body: object) => {
  const reply = await call(method, '/plants', body);
  expect(reply.statusCode).toBe(400);
  expect(reply.headers['content-type']).toContain('application/problem+json');
  return reply.json().errors.map((e: { field: string; detail: string }) => [e.field, e.detail]);
};

describe('plant rules', () => {
  it("refuses each field with the spec's message and saves nothing", async () => {
    const before = await plantCount();
    expect(
      await errorsOf('POST', {
        plantCode: '',
        name: ' ',
        address: '',
        customer: '',
        plantProducts: [{}],
      }),
    ).toEqual([
      ['plantCode', 'This field is required'],
      ['name', 'This field is required'],
      ['address', 'This field is required'],
      ['customer', 'This field is required'],
      ['plantProducts.0.product', 'This field is required'],
      ['plantProducts.0.noOfLabelPerRoll', 'This field is required'],
    ]);
    expect(
      await errorsOf(
        'POST',
        plantBody({
          plantCode: 'c'.repeat(101),
          name: 'n'.repeat(101),
          address: 'a'.repeat(251),
          plantProducts: [{ product: cap.id, noOfLabelPerRoll: '12345678' }],
        }),
      ),
    ).toEqual([
      ['plantCode', 'Value must be less than 100'],
      ['name', 'Value must be less than 100'],
      ['address', 'Value must be less than 250'],
      ['plantProducts.0.noOfLabelPerRoll', 'Max Length 7'],
    ]);
    const saved = (await call('POST', '/plants', plantBody())).json();
    expect(await errorsOf('PUT', plantBody({ id: saved.id, address: 'a'.repeat(101) }))).toEqual([
      ['address', 'Value must be less than 100'],
    ]);
    expect(await plantCount()).toBe(before + 1);
  });

  it("keeps a plant's customer and its saved products, and takes only the customer's products once", async () => {
    const saved = (await call('POST', '/plants', plantBody({ plantCode: 'R-2' }))).json();
    const [row] = saved.plantProducts;
    expect(
      await errorsOf(
        'POST',
        plantBody({ plantProducts: [{ product: boltOnly.id, noOfLabelPerRoll: 1 }] }),
      ),
    ).toEqual([['plantProducts.0.product', plantProductMessages.otherCustomer]]);
    expect(
      await errorsOf(
        'POST',
        plantBody({
          plantProducts: [
            { product: lid.id, noOfLabelPerRoll: 1 },
            { product: lid.id, noOfLabelPerRoll: 2 },
          ],
        }),
      ),
    ).toEqual([['plantProducts.1.product', plantProductMessages.twice]]);
    expect(
      await errorsOf(
        'PUT',
        plantBody({
          id: saved.id,
          plantProducts: [{ id: row.id, product: lid.id, noOfLabelPerRoll: 1 }],
        }),
      ),
    ).toEqual([['plantProducts.0.product', plantProductMessages.locked]]);
    const otherCustomer = await insertCustomer(t, companyId, 'Switch Rules');
    expect(
      await errorsOf(
        'PUT',
        plantBody({ id: saved.id, customer: otherCustomer.id, plantProducts: [] }),
      ),
    ).toEqual([['customer', 'The customer of a plant cannot be changed']]);
    expect((await call('GET', `/plants/${saved.id}`)).json()).toEqual(saved);
  });

  it('saves a plant, its product rows and its contact persons all or nothing', async () => {
    const before = await plantCount();
    const other = (
      await call(
        'POST',
        '/plants',
        plantBody({
          plantCode: 'R-3',
          contectPersons: [{ name: 'Other', email: 'o@example.com' }],
        }),
      )
    ).json();
    // The rows are valid and written first; the stolen contact person fails the save: nothing stays.
    const stolen = await call(
      'POST',
      '/plants',
      plantBody({ name: 'Half Saved', contectPersons: other.contectPersons }),
    );
    expect(stolen.statusCode).toBe(404);
    expect((await call('GET', '/plants/company?contains.name=half')).json().totalElements).toBe(0);

    const mine = (await call('POST', '/plants', plantBody({ plantCode: 'R-4' }))).json();
    const edit = await call('PUT', '/plants', {
      ...plantBody({
        id: mine.id,
        name: 'Renamed',
        plantProducts: [{ product: lid.id, noOfLabelPerRoll: 9 }],
      }),
      contectPersons: other.contectPersons,
    });
    expect(edit.statusCode).toBe(404);
    expect((await call('GET', `/plants/${mine.id}`)).json()).toEqual(mine);
    // A product row another plant owns cannot be taken over either.
    const takeRow = await call(
      'PUT',
      '/plants',
      plantBody({ id: mine.id, plantProducts: [other.plantProducts[0]] }),
    );
    expect(takeRow.statusCode).toBe(404);
    expect((await call('GET', `/plants/${other.id}`)).json()).toEqual(other);
    expect(await plantCount()).toBe(before + 2);
  });

  it('follows the Plant privilege levels: a level too low answers 403', async () => {
    const none = await userHolding(t, companyId, 'Plant', 0);
    expect((await call('GET', '/plants/company', undefined, none)).json().title).toBe(
      'You need the Plant privilege at level 1',
    );
    const levelOne = await userHolding(t, companyId, 'Plant', 1);
    expect((await call('GET', '/plants/company', undefined, levelOne)).statusCode).toBe(200);
    const add = await call('POST', '/plants', plantBody(), levelOne);
    expect(add.statusCode).toBe(403);
    expect(add.json().title).toBe('You need the Plant privilege at level 2');
    const levelTwo = await userHolding(t, companyId, 'Plant', 2);
    const saved = (await call('POST', '/plants', plantBody({ plantCode: 'R-5' }), levelTwo)).json();
    expect(
      (await call('PUT', '/plants', plantBody({ id: saved.id, name: 'By Two' }), levelOne))
        .statusCode,
    ).toBe(403);
    for (const [method, url, body] of [
      ['DELETE', `/plants/${saved.id}`, undefined],
      ['POST', '/plants/product/delete', { id: saved.plantProducts[0].id }],
      ['DELETE', `/contect-people/${saved.contectPersons[0].id}`, undefined],
    ] as const) {
      const refused = await call(method, url, body, levelTwo);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe('You need the Plant privilege at level 3');
    }
    const levelThree = await userHolding(t, companyId, 'Plant', 3);
    expect(
      (await call('POST', '/plants/product/delete', { id: saved.plantProducts[0].id }, levelThree))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/contect-people/${saved.contectPersons[0].id}`, undefined, levelThree))
        .statusCode,
    ).toBe(204);
    expect((await call('DELETE', `/plants/${saved.id}`, undefined, levelThree)).statusCode).toBe(
      204,
    );
    // The options feed other screens' dropdowns: any member of the company reads them.
    expect((await call('GET', '/plants/name', undefined, none)).statusCode).toBe(200);
  });

  it("answers 404 for another company's plants, customers and products, and lists none of them", async () => {
    const other = await otherCompanyAdmin(t, 'Other Plant Co');
    const mine = (
      await call('POST', '/plants', plantBody({ plantCode: 'R-6', name: 'Private Plant' }))
    ).json();
    expect((await call('GET', '/plants/company', undefined, other.token)).json().content).toEqual(
      [],
    );
    expect((await call('GET', '/plants/name', undefined, other.token)).json()).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `/plants/${mine.id}`, undefined],
      ['PUT', '/plants', { ...plantBody({ id: mine.id, name: 'Stolen' }), plantProducts: [] }],
      ['POST', '/plants/product/delete', { id: mine.plantProducts[0].id }],
      ['GET', `/products/${mine.id}/plant`, undefined],
      ['GET', `/plants/${acme.id}/customer`, undefined],
      ['DELETE', `/contect-people/${mine.contectPersons[0].id}`, undefined],
      ['DELETE', `/plants/${mine.id}`, undefined],
      // Their own plant cannot point at our customer or our products.
      ['POST', '/plants', plantBody()],
    ] as const) {
      expect((await call(method, url, body, other.token)).statusCode, `${method} ${url}`).toBe(404);
    }
    const theirCustomer = await insertCustomer(t, other.companyId, 'Their Customer');
    const ourProduct = await call(
      'POST',
      '/plants',
      plantBody({ customer: theirCustomer.id }),
      other.token,
    );
    expect(ourProduct.statusCode).toBe(404);
    expect(ourProduct.json().title).toBe('Product not found');
    expect((await call('GET', `/plants/${mine.id}`)).json()).toEqual(mine);
  });
});
