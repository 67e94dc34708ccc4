import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, tokenFor } from '../../test-support/sessions';
import { demoCompanyId, insertCustomer, insertProduct } from '../../test-support/master-data';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });
const plantNames = async (query = '', token = admin) =>
  (
    (await call('GET', `/plants/company${query}`, undefined, token)).json().content as {
      name: string;
    }[]
  ).map((x) => x.name);
const productCodes = async (plantId: number, token = admin) =>
  (
    (await call('GET', `/products/${plantId}/plant`, undefined, token)).json() as {
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
    const created = await call('POST', '/plants', plantBody());
    expect(created.statusCode).toBe(200);
    const saved = created.json();
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
    expect((await call('GET', `/plants/${saved.id}`)).json()).toEqual(saved);
    expect(await productCodes(saved.id)).toEqual(['PL-CAP', 'PL-LID']);

    // Edit: the cap row keeps its product with new labels, the lid row goes, the tube is added.
    const [capRow] = saved.plantProducts;
    const edited = await call('PUT', '/plants', {
      ...plantBody(),
      id: saved.id,
      name: 'Pune Plant East',
      plantProducts: [
        { id: capRow.id, product: p.cap.id, noOfLabelPerRoll: 750 },
        { product: p.tube.id, noOfLabelPerRoll: 250 },
      ],
      contectPersons: [{ ...saved.contectPersons[0], designation: 'Manager' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().plantProducts).toEqual([
      { id: capRow.id, product: { id: p.cap.id, productCode: 'PL-CAP' }, noOfLabelPerRoll: 750 },
      {
        id: expect.any(Number),
        product: { id: p.tube.id, productCode: 'PL-TUBE' },
        noOfLabelPerRoll: 250,
      },
    ]);
    expect(edited.json().contectPersons).toEqual([
      { ...saved.contectPersons[0], designation: 'Manager' },
    ]);

    const listed = (await call('GET', '/plants/company?contains.name=east')).json();
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
    expect(await plantNames('?search=RING%20ROAD')).toEqual(['Pune Plant East']);
    expect(await plantNames('?contains.plantCode=plt-0&contains.address=pune')).toEqual([
      'Pune Plant East',
    ]);
    // The Customer column: its Contains filter, the global search and the sort read the customer's name.
    expect(await plantNames('?contains.customer.companyName=ACME%20plant')).toEqual([
      'Pune Plant East',
    ]);
    expect(await plantNames('?contains.customer.companyName=bolt')).toEqual([]);
    expect(await plantNames('?search=acme%20plant%20f')).toEqual(['Pune Plant East']);
    const byCustomer = (
      await call('GET', '/plants/company?sort=customer.companyName,desc&size=100')
    ).json().content as { customer: { companyName: string } }[];
    expect(byCustomer.map((plant) => plant.customer.companyName)).toEqual(
      byCustomer
        .map((plant) => plant.customer.companyName)
        .sort()
        .reverse(),
    );
    expect((await call('GET', '/plants/name')).json()).toContainEqual({
      id: saved.id,
      name: 'Pune Plant East',
    });
    expect((await call('GET', `/plants/${acme.id}/customer`)).json()).toEqual([
      { id: saved.id, name: 'Pune Plant East' },
    ]);
    expect((await call('GET', `/plants/${bolt.id}/customer`)).json()).toEqual([]);

    expect((await call('DELETE', `/plants/${saved.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/plants/${saved.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/contect-people/${saved.contectPersons[0].id}`)).statusCode).toBe(
      404,
    );
  });

  it('with All Product Add answers every product of the customer and keeps the hidden rows', async () => {
    const saved = (await call('POST', '/plants', { ...plantBody(), plantCode: 'ALL-1' })).json();
    const all = await call('PUT', '/plants', {
      ...plantBody(),
      id: saved.id,
      allowAllProduct: true,
      plantProducts: [{ product: 'not sent' }],
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().allowAllProduct).toBe(true);
    expect(await productCodes(saved.id)).toEqual(['PL-CAP', 'PL-LID', 'PL-TUBE']);
    // Turning it off again brings back the rows saved before.
    const off = await call('PUT', '/plants', {
      ...plantBody(),
      id: saved.id,
      plantProducts: saved.plantProducts,
    });
    expect(off.json().plantProducts).toEqual(saved.plantProducts);
    expect(await productCodes(saved.id)).toEqual(['PL-CAP', 'PL-LID']);
  });

  it('seeds demo plants for the first demo customer, one with All Product Add', async () => {
    // Only the seeded addresses carry a PIN code with a zero; the plants of this file have none.
    const seeded = (
      await call('GET', '/plants/company?contains.address=0&sort=plantCode,asc')
    ).json().content;
    expect(
      seeded.map((x: { name: string; allowAllProduct: boolean }) => [x.name, x.allowAllProduct]),
    ).toEqual([
      ['Bengaluru Print Hub', true],
      ['Pune Labels Plant', expect.any(Boolean)],
    ]);
  });

  it('removes a saved product row at once with POST plants/product/delete', async () => {
    const saved = (await call('POST', '/plants', { ...plantBody(), plantCode: 'DEL-1' })).json();
    const [cap, lid] = saved.plantProducts;
    expect((await call('POST', '/plants/product/delete', { id: lid.id })).statusCode).toBe(204);
    expect((await call('GET', `/plants/${saved.id}`)).json().plantProducts).toEqual([cap]);
    expect((await call('POST', '/plants/product/delete', { id: lid.id })).statusCode).toBe(404);
  });
});
