import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { demoCompanyId, insertCustomer, userHolding } from '../../test-support/master-data';
import { productApi, productFields } from '../../test-support/product-forms';
import { call } from '../../test-support/api-calls';

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

describe('products: the form rules, who the customer is, and deleting a product in use', () => {
  it("refuses each field with the spec's message and saves nothing", async () => {
    const before = await api().count();
    const errorsOf = async (fields: Record<string, string | number | boolean>) => {
      const reply = await api().create(fields);
      expect(reply.status).toBe(400);
      return Object.fromEntries(
        reply.problem.errors!.map((e: { field: string; detail: string }) => [e.field, e.detail]),
      );
    };
    expect(
      await errorsOf({
        ...productFields,
        productName: ' ',
        productCode: 'C'.repeat(26),
        'customer.id': sunrise.id,
      }),
    ).toEqual({
      productName: 'This field is required',
      productCode: 'Value must be less than 25',
    });
    expect(await errorsOf({ ...productFields })).toEqual({ customer: 'This field is required' });
    expect(
      await errorsOf({
        ...productFields,
        'customer.id': sunrise.id,
        productSrNo: 'S'.repeat(26),
        productDescription: '',
        labelSize: 'L'.repeat(101),
        labelSpecification: 'x'.repeat(251),
        authenticationMsg: 'a'.repeat(251),
      }),
    ).toEqual({
      productSrNo: 'Value must be less than 25',
      productDescription: 'This field is required',
      labelSize: 'Value must be less than 100',
      labelSpecification: 'Value must be less than 250',
      authenticationMsg: 'Value must be less than 250',
    });
    expect(
      await errorsOf({
        ...productFields,
        'customer.id': sunrise.id,
        enableLoyaltyPoints: true,
        showOffers: true,
        checkCountOfScan: true,
        enableWarranty: true,
      }),
    ).toEqual({
      loyaltyPoints: 'This field is required',
      offersPageLink: 'This field is required',
      allowNumberOfScans: 'This field is required',
      msgAfterScanExceded: 'This field is required',
      warrantyLink: 'This field is required',
    });
    expect(
      await errorsOf({
        ...productFields,
        'customer.id': sunrise.id,
        showMfgDate: true,
        mfgDate: '2009-12',
      }),
    ).toEqual({ mfgDate: 'Year must be between 2010 and 2050' });
    expect(
      await errorsOf({
        ...productFields,
        'customer.id': sunrise.id,
        showMfgDate: true,
        mfgDate: '2025-05',
        showExpiryDate: true,
        expiryDate: '2025-05',
      }),
    ).toEqual({
      expiryDate: 'Expiry Month can not be less than or equal to Mfg Month',
    });
    expect(
      await errorsOf({
        ...productFields,
        'customer.id': sunrise.id,
        authenticationActivated: true,
        captureUserData: true,
        countOfScanning: 2,
      }),
    ).toEqual({
      customTextPostScan: 'This field is required',
      customTextOnIdentification: 'This field is required',
      customTextOnLastPage: 'This field is required',
      videoLinkOnLastPage: 'This field is required',
    });
    // The registration text shows only for a customer with advanceWorkflow, which the server looks up.
    const capture = {
      authenticationActivated: true,
      captureUserData: true,
      countOfScanning: 2,
      customTextPostScan: 'a',
      customTextOnIdentification: 'b',
      customTextOnLastPage: 'c',
      videoLinkOnLastPage: 'd',
    };
    expect(await errorsOf({ ...productFields, ...capture, 'customer.id': sunrise.id })).toEqual({
      customTextForRegistration: 'This field is required',
    });
    const withoutAdvance = await api().create({
      ...productFields,
      ...capture,
      productCode: 'CAP-1',
      customTextForRegistration: 'r',
      'customer.id': greenleaf.id,
    });
    expect(withoutAdvance.body).toMatchObject({
      customTextForRegistration: null,
      customTextOnLastPage: 'c',
      countOfScanning: 2,
    });
    const withAdvance = await api().create({
      ...productFields,
      ...capture,
      productCode: 'CAP-2',
      customTextForRegistration: 'r',
      'customer.id': sunrise.id,
    });
    expect(withAdvance.body).toMatchObject({ customTextForRegistration: 'r' });
    await call(t, contract.products.remove, { params: { id: withoutAdvance.body.id } }, admin);
    await call(t, contract.products.remove, { params: { id: withAdvance.body.id } }, admin);
    expect(
      await errorsOf({ ...productFields, 'customer.id': sunrise.id, fontSize: 0, color: 'blue' }),
    ).toEqual({
      fontSize: "Value can't be less than 1",
      color: expect.any(String),
    });
    expect(await api().count()).toBe(before);
  });

  it("lets the server choose a limited user's customer: the company's only one, or the product's own on edit", async () => {
    const editor = await userHolding(t, companyId, 'Product', 2);
    const several = await api().create(
      { ...productFields, productCode: 'LIM-1', 'customer.id': greenleaf.id },
      [],
      editor,
    );
    expect(several.status).toBe(400);
    expect(several.problem.title).toMatch(/administrator adds this product/);

    const saved = (
      await api().create({ ...productFields, productCode: 'LIM-2', 'customer.id': sunrise.id })
    ).body;
    // The customer a limited user sends is ignored: the product keeps its own.
    const edited = await api().update(
      { ...productFields, id: saved.id, productCode: 'LIM-2B', 'customer.id': greenleaf.id },
      [],
      editor,
    );
    expect(edited.body).toMatchObject({ productCode: 'LIM-2B', customer: { id: sunrise.id } });

    const solo = await t.services.companies.create({ name: 'Solo Customer Co' });
    const onlyCustomer = await insertCustomer(t, solo.id, 'Only Customer Ltd');
    await insertCustomer(t, solo.id, 'A Partner', { companyType: 'Business Partner' });
    const soloEditor = await userHolding(t, solo.id, 'Product', 2);
    const added = await api().create({ ...productFields, productCode: 'SOLO-1' }, [], soloEditor);
    expect(added.status).toBe(200);
    expect(added.body.customer).toMatchObject({
      id: onlyCustomer.id,
      companyName: 'Only Customer Ltd',
    });
  });

  it('refuses (409) to delete a product a plant uses, and keeps it', async () => {
    const used = (
      await api().create({ ...productFields, productCode: 'USED-1', 'customer.id': sunrise.id })
    ).body;
    const plant = await call(
      t,
      contract.plants.create,
      {
        body: {
          plantCode: 'PL-USED',
          name: 'Used Plant',
          address: '1 Road',
          customer: { id: sunrise.id },
          plantProducts: [{ product: { id: used.id }, noOfLabelPerRoll: 100 }],
          contectPersons: [],
        },
      },
      admin,
    );
    expect(plant.status).toBe(200);
    const refused = await call(t, contract.products.remove, { params: { id: used.id } }, admin);
    expect(refused.status).toBe(409);
    expect(refused.headers['content-type']).toMatch(/problem\+json/);
    expect(refused.problem.title).toBe(
      'This product is used by a plant, a packaging or other records; remove it from them first',
    );
    expect((await call(t, contract.products.get, { params: { id: used.id } }, admin)).status).toBe(
      200,
    );
  });
});
