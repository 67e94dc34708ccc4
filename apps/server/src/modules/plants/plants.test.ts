import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { demoCompanyId, insertCustomer, insertProduct } from '../../test-support/master-data';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let companyId: number;
let acme: { id: number; companyName: string };
let bolt: { id: number; companyName: string };
let p: Record<'cap' | 'lid' | 'tube' | 'boltOnly', { id: number; productCode: string }>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  acme = await insertCustomer(t, companyId, 'Acme Plant Foods');
  bolt = await insertCustomer(t, companyId, 'Bolt Plant Drinks');
  p = {
    cap: await insertProduct(t, { id: acme.id, companyId }, 'PL-CAP'),
    lid: await insertProduct(t, { id: acme.id, companyId }, 'PL-LID'),
    tube: await insertProduct(t, { id: acme.id, companyId }, 'PL-TUBE'),
    boltOnly: await insertProduct(t, { id: bolt.id, companyId }, 'PL-BOLT'),
  };
});
afterAll(async () => t.close());

const plantNames = async (query: object = {}, token = admin) =>
  (await call(t, contract.plants.list, { query }, token)).body.content.map((x) => x.name);
const productCodes = async (plantId: number, token = admin) =>
  (
    (await call(t, contract.products.ofPlant, { params: { plantId } }, token)).body as {
      productCode: string;
    }[]
  ).map((x) => x.productCode);

const ravi = {
  name: 'Ravi K',
  designation: 'Plant Head',
  email: 'ravi@example.com',
  mobile: '9800000001',
};
const plantBody = () => ({
  plantCode: 'PLT-01',
  name: 'Pune Plant',
  address: '4 Ring Road, Pune',
  customer: { id: acme.id },
  allowAllProduct: false,
  plantProducts: [
    { product: p.cap.id, noOfLabelPerRoll: 500 },
    { product: p.lid.id, noOfLabelPerRoll: 1000 },
  ],
  contectPersons: [ravi],
});

describe('plants', () => {
  it('adds a plant with product rows and contact persons, reads, edits, lists and deletes it', async () => {
    const created = await call(t, contract.plants.create, { body: plantBody() }, admin);
    expect(created.status).toBe(200);
    const saved = created.body;
    expect(saved).toMatchObject({
      plantCode: 'PLT-01',
      customer: acme,
      allowAllProduct: false,
      plantProducts: [
        { product: { id: p.cap.id, productCode: 'PL-CAP' }, noOfLabelPerRoll: 500 },
        { product: { id: p.lid.id, productCode: 'PL-LID' }, noOfLabelPerRoll: 1000 },
      ],
      contectPersons: [ravi],
    });
    expect((await call(t, contract.plants.get, { params: { id: saved.id } }, admin)).body).toEqual(
      saved,
    );
    expect(await productCodes(saved.id)).toEqual(['PL-CAP', 'PL-LID']);

    // Edit: the cap row keeps its product with new labels, the lid row goes, the tube is added.
    const [capRow] = saved.plantProducts!;
    const edited = await call(
      t,
      contract.plants.update,
      {
        body: {
          ...plantBody(),
          id: saved.id,
          name: 'Pune Plant East',
          plantProducts: [
            { id: capRow!.id, product: p.cap.id, noOfLabelPerRoll: 750 },
            { product: p.tube.id, noOfLabelPerRoll: 250 },
          ],
          contectPersons: [{ ...saved.contectPersons![0], designation: 'Manager' }],
        },
      },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.plantProducts).toEqual([
      { id: capRow!.id, product: { id: p.cap.id, productCode: 'PL-CAP' }, noOfLabelPerRoll: 750 },
      {
        id: expect.any(Number),
        product: { id: p.tube.id, productCode: 'PL-TUBE' },
        noOfLabelPerRoll: 250,
      },
    ]);
    expect(edited.body.contectPersons).toEqual([
      { ...saved.contectPersons![0], designation: 'Manager' },
    ]);

    const listed = (
      await call(t, contract.plants.list, { query: { 'contains.name': 'east' } }, admin)
    ).body;
    expect(listed.content).toEqual([
      {
        id: saved.id,
        plantCode: 'PLT-01',
        name: 'Pune Plant East',
        address: '4 Ring Road, Pune',
        customer: acme,
        allowAllProduct: false,
      },
    ]);
    expect(await plantNames({ search: 'RING ROAD' })).toEqual(['Pune Plant East']);
    expect(await plantNames({ 'contains.plantCode': 'plt-0', 'contains.address': 'pune' })).toEqual(
      ['Pune Plant East'],
    );
    // The Customer column: its Contains filter, the global search and the sort read the customer's name.
    expect(await plantNames({ 'contains.customer.companyName': 'ACME plant' })).toEqual([
      'Pune Plant East',
    ]);
    expect(await plantNames({ 'contains.customer.companyName': 'bolt' })).toEqual([]);
    expect(await plantNames({ search: 'acme plant f' })).toEqual(['Pune Plant East']);
    const byCustomer = (
      await call(
        t,
        contract.plants.list,
        { query: { sort: 'customer.companyName,desc', size: 100 } },
        admin,
      )
    ).body.content as { customer: { companyName: string } }[];
    expect(byCustomer.map((plant) => plant.customer.companyName)).toEqual(
      byCustomer
        .map((plant) => plant.customer.companyName)
        .sort()
        .reverse(),
    );
    expect((await call(t, contract.plants.names, {}, admin)).body).toContainEqual({
      id: saved.id,
      name: 'Pune Plant East',
    });
    expect(
      (await call(t, contract.plants.ofCustomer, { params: { customerId: acme.id } }, admin)).body,
    ).toEqual([{ id: saved.id, name: 'Pune Plant East' }]);
    expect(
      (await call(t, contract.plants.ofCustomer, { params: { customerId: bolt.id } }, admin)).body,
    ).toEqual([]);

    expect(
      (await call(t, contract.plants.remove, { params: { id: saved.id } }, admin)).status,
    ).toBe(204);
    expect((await call(t, contract.plants.get, { params: { id: saved.id } }, admin)).status).toBe(
      404,
    );
    expect(
      (
        await call(
          t,
          contract.contactPeople.remove,
          { params: { id: saved.contectPersons![0]!.id } },
          admin,
        )
      ).status,
    ).toBe(404);
  });

  it('with All Product Add answers every product of the customer and keeps the hidden rows', async () => {
    const saved = (
      await call(t, contract.plants.create, { body: { ...plantBody(), plantCode: 'ALL-1' } }, admin)
    ).body;
    const all = await call(
      t,
      contract.plants.update,
      {
        body: {
          ...plantBody(),
          id: saved.id,
          allowAllProduct: true,
          plantProducts: [{ product: 'not sent' }],
        },
      },
      admin,
    );
    expect(all.status).toBe(200);
    expect(all.body.allowAllProduct).toBe(true);
    expect(await productCodes(saved.id)).toEqual(['PL-CAP', 'PL-LID', 'PL-TUBE']);
    // Turning it off again brings back the rows saved before.
    const off = await call(
      t,
      contract.plants.update,
      {
        body: {
          ...plantBody(),
          id: saved.id,
          plantProducts: saved.plantProducts,
        },
      },
      admin,
    );
    expect(off.body.plantProducts).toEqual(saved.plantProducts);
    expect(await productCodes(saved.id)).toEqual(['PL-CAP', 'PL-LID']);
  });

  it('seeds demo plants for the first demo customer, one with All Product Add', async () => {
    // Only the seeded addresses carry a PIN code with a zero; the plants of this file have none.
    const seeded = (
      await call(
        t,
        contract.plants.list,
        { query: { 'contains.address': '0', sort: 'plantCode,asc' } },
        admin,
      )
    ).body.content;
    expect(
      seeded.map((x: { name: string; allowAllProduct: boolean }) => [x.name, x.allowAllProduct]),
    ).toEqual([
      ['Bengaluru Print Hub', true],
      ['Pune Labels Plant', expect.any(Boolean)],
    ]);
  });

  it('removes a saved product row at once with POST plants/product/delete', async () => {
    const saved = (
      await call(t, contract.plants.create, { body: { ...plantBody(), plantCode: 'DEL-1' } }, admin)
    ).body;
    const [cap, lid] = saved.plantProducts!;
    expect(
      (await call(t, contract.plants.removeProduct, { body: { id: lid!.id } }, admin)).status,
    ).toBe(204);
    expect(
      (await call(t, contract.plants.get, { params: { id: saved.id } }, admin)).body.plantProducts,
    ).toEqual([cap]);
    expect(
      (await call(t, contract.plants.removeProduct, { body: { id: lid!.id } }, admin)).status,
    ).toBe(404);
  });
});
