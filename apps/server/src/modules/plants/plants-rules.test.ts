import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import {
  demoCompanyId,
  insertCustomer,
  insertProduct,
  otherCompanyAdmin,
  userHolding,
} from '../../test-support/master-data';
import { plantProductMessages } from './plant-products';
import { call, unchecked } from '../../test-support/api-calls';

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

const saveOf = { POST: contract.plants.create, PUT: contract.plants.update };
const plantCount = async () =>
  (await call(t, contract.plants.list, { query: { size: 100 } }, admin)).body
    .totalElements as number;
const plantBody = (change: object = {}) => ({
  plantCode: 'R-1',
  name: 'Rules Plant',
  address: '1 Rule Road',
  customer: acme.id,
  plantProducts: [{ product: cap.id, noOfLabelPerRoll: 500 }],
  contectPersons: [{ name: 'Asha', email: 'asha@example.com' }],
  ...change,
});
const errorsOf = async (method: keyof typeof saveOf, body: object) => {
  const reply = await call(t, saveOf[method], { body: unchecked(body) }, admin);
  expect(reply.status).toBe(400);
  expect(reply.headers['content-type']).toContain('application/problem+json');
  return reply.problem.errors!.map((e: { field: string; detail: string }) => [e.field, e.detail]);
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
    const saved = (await call(t, contract.plants.create, { body: plantBody() }, admin)).body;
    expect(await errorsOf('PUT', plantBody({ id: saved.id, address: 'a'.repeat(101) }))).toEqual([
      ['address', 'Value must be less than 100'],
    ]);
    expect(await plantCount()).toBe(before + 1);
  });

  it("keeps a plant's customer and its saved products, and takes only the customer's products once", async () => {
    const saved = (
      await call(t, contract.plants.create, { body: plantBody({ plantCode: 'R-2' }) }, admin)
    ).body;
    const [row] = saved.plantProducts!;
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
          plantProducts: [{ id: row!.id, product: lid.id, noOfLabelPerRoll: 1 }],
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
    expect((await call(t, contract.plants.get, { params: { id: saved.id } }, admin)).body).toEqual(
      saved,
    );
  });

  it('saves a plant, its product rows and its contact persons all or nothing', async () => {
    const before = await plantCount();
    const other = (
      await call(
        t,
        contract.plants.create,
        {
          body: plantBody({
            plantCode: 'R-3',
            contectPersons: [{ name: 'Other', email: 'o@example.com' }],
          }),
        },
        admin,
      )
    ).body;
    // The rows are valid and written first; the stolen contact person fails the save: nothing stays.
    const stolen = await call(
      t,
      contract.plants.create,
      { body: plantBody({ name: 'Half Saved', contectPersons: other.contectPersons }) },
      admin,
    );
    expect(stolen.status).toBe(404);
    expect(
      (await call(t, contract.plants.list, { query: { 'contains.name': 'half' } }, admin)).body
        .totalElements,
    ).toBe(0);

    const mine = (
      await call(t, contract.plants.create, { body: plantBody({ plantCode: 'R-4' }) }, admin)
    ).body;
    const edit = await call(
      t,
      contract.plants.update,
      {
        body: {
          ...plantBody({
            id: mine.id,
            name: 'Renamed',
            plantProducts: [{ product: lid.id, noOfLabelPerRoll: 9 }],
          }),
          contectPersons: other.contectPersons,
        },
      },
      admin,
    );
    expect(edit.status).toBe(404);
    expect((await call(t, contract.plants.get, { params: { id: mine.id } }, admin)).body).toEqual(
      mine,
    );
    // A product row another plant owns cannot be taken over either.
    const takeRow = await call(
      t,
      contract.plants.update,
      { body: plantBody({ id: mine.id, plantProducts: [other.plantProducts![0]] }) },
      admin,
    );
    expect(takeRow.status).toBe(404);
    expect((await call(t, contract.plants.get, { params: { id: other.id } }, admin)).body).toEqual(
      other,
    );
    expect(await plantCount()).toBe(before + 2);
  });

  it('follows the Plant privilege levels: a level too low answers 403', async () => {
    const none = await userHolding(t, companyId, 'Plant', 0);
    expect((await call(t, contract.plants.list, {}, none)).problem.title).toBe(
      'You need the Plant privilege at level 1',
    );
    const levelOne = await userHolding(t, companyId, 'Plant', 1);
    expect((await call(t, contract.plants.list, {}, levelOne)).status).toBe(200);
    const add = await call(t, contract.plants.create, { body: plantBody() }, levelOne);
    expect(add.status).toBe(403);
    expect(add.problem.title).toBe('You need the Plant privilege at level 2');
    const levelTwo = await userHolding(t, companyId, 'Plant', 2);
    const saved = (
      await call(t, contract.plants.create, { body: plantBody({ plantCode: 'R-5' }) }, levelTwo)
    ).body;
    expect(
      (
        await call(
          t,
          contract.plants.update,
          { body: plantBody({ id: saved.id, name: 'By Two' }) },
          levelOne,
        )
      ).status,
    ).toBe(403);
    for (const refuse of [
      () => call(t, contract.plants.remove, { params: { id: saved.id } }, levelTwo),
      () =>
        call(
          t,
          contract.plants.removeProduct,
          { body: { id: saved.plantProducts![0]!.id } },
          levelTwo,
        ),
      () =>
        call(
          t,
          contract.contactPeople.remove,
          { params: { id: saved.contectPersons![0]!.id } },
          levelTwo,
        ),
    ]) {
      const refused = await refuse();
      expect(refused.status).toBe(403);
      expect(refused.problem.title).toBe('You need the Plant privilege at level 3');
    }
    const levelThree = await userHolding(t, companyId, 'Plant', 3);
    expect(
      (
        await call(
          t,
          contract.plants.removeProduct,
          { body: { id: saved.plantProducts![0]!.id } },
          levelThree,
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await call(
          t,
          contract.contactPeople.remove,
          { params: { id: saved.contectPersons![0]!.id } },
          levelThree,
        )
      ).status,
    ).toBe(204);
    expect(
      (await call(t, contract.plants.remove, { params: { id: saved.id } }, levelThree)).status,
    ).toBe(204);
    // The options feed other screens' dropdowns: any member of the company reads them.
    expect((await call(t, contract.plants.names, {}, none)).status).toBe(200);
  });

  it("answers 404 for another company's plants, customers and products, and lists none of them", async () => {
    const other = await otherCompanyAdmin(t, 'Other Plant Co');
    const mine = (
      await call(
        t,
        contract.plants.create,
        { body: plantBody({ plantCode: 'R-6', name: 'Private Plant' }) },
        admin,
      )
    ).body;
    expect((await call(t, contract.plants.list, {}, other.token)).body.content).toEqual([]);
    expect((await call(t, contract.plants.names, {}, other.token)).body).toEqual([]);
    const asOther = {
      get: () => call(t, contract.plants.get, { params: { id: mine.id } }, other.token),
      update: () =>
        call(
          t,
          contract.plants.update,
          { body: { ...plantBody({ id: mine.id, name: 'Stolen' }), plantProducts: [] } },
          other.token,
        ),
      removeProduct: () =>
        call(
          t,
          contract.plants.removeProduct,
          { body: { id: mine.plantProducts![0]!.id } },
          other.token,
        ),
      productsOfPlant: () =>
        call(t, contract.products.ofPlant, { params: { plantId: mine.id } }, other.token),
      plantsOfCustomer: () =>
        call(t, contract.plants.ofCustomer, { params: { customerId: acme.id } }, other.token),
      removeContact: () =>
        call(
          t,
          contract.contactPeople.remove,
          { params: { id: mine.contectPersons![0]!.id } },
          other.token,
        ),
      remove: () => call(t, contract.plants.remove, { params: { id: mine.id } }, other.token),
      // Their own plant cannot point at our customer or our products.
      create: () => call(t, contract.plants.create, { body: plantBody() }, other.token),
    };
    for (const [what, make] of Object.entries(asOther))
      expect((await make()).status, what).toBe(404);
    const theirCustomer = await insertCustomer(t, other.companyId, 'Their Customer');
    const ourProduct = await call(
      t,
      contract.plants.create,
      { body: plantBody({ customer: theirCustomer.id }) },
      other.token,
    );
    expect(ourProduct.status).toBe(404);
    expect(ourProduct.problem.title).toBe('Product not found');
    expect((await call(t, contract.plants.get, { params: { id: mine.id } }, admin)).body).toEqual(
      mine,
    );
  });
});
