import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { demoCompanyId, insertCustomer, otherCompanyAdmin } from '../../test-support/master-data';
import { productApi, productFields } from '../../test-support/product-forms';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let customerId: number;
const api = () => productApi(t, () => admin);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  customerId = (await insertCustomer(t, await demoCompanyId(t), 'Test GTIN Foods')).id;
});
afterAll(async () => t.close());

describe("a product's GTIN", () => {
  it('is saved as 14 digits, shown on the product, changed and cleared on edit', async () => {
    const created = await api().create({
      ...productFields,
      productCode: 'GT-1',
      'customer.id': customerId,
      gtin: '4006381333931',
    });
    expect(created.status, created.text).toBe(200);
    const product = created.body;
    expect(product.gtin).toBe('04006381333931');
    expect(
      (await call(t, contract.products.get, { params: { id: product.id } }, admin)).body.gtin,
    ).toBe('04006381333931');

    const changed = await api().update({
      ...productFields,
      id: product.id,
      productCode: 'GT-1',
      'customer.id': customerId,
      gtin: '96385074',
    });
    expect(changed.body.gtin).toBe('00000096385074');
    const cleared = await api().update({
      ...productFields,
      id: product.id,
      productCode: 'GT-1',
      'customer.id': customerId,
      gtin: '',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.gtin).toBeNull();
  });

  it('with a wrong check digit or length is refused with 400 and the field message', async () => {
    const wrongDigit = await api().create({
      ...productFields,
      productCode: 'GT-2',
      'customer.id': customerId,
      gtin: '4006381333932',
    });
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.problem.title).toContain('GTIN check digit is wrong');
    expect(wrongDigit.problem.errors).toEqual([
      expect.objectContaining({ field: 'gtin', detail: 'GTIN check digit is wrong' }),
    ]);
    const wrongLength = await api().create({
      ...productFields,
      productCode: 'GT-2',
      'customer.id': customerId,
      gtin: '12345',
    });
    expect(wrongLength.status).toBe(400);
    expect(wrongLength.problem.errors).toEqual([
      expect.objectContaining({ field: 'gtin', detail: 'A GTIN has 8, 12, 13 or 14 digits' }),
    ]);
    expect(await api().codes({ 'contains.productCode': 'GT-2' })).toEqual([]);
  });

  it("is one product's in a company (409, whatever length it is typed in), but another company may carry it", async () => {
    expect(
      (
        await api().create({
          ...productFields,
          productCode: 'GT-3',
          'customer.id': customerId,
          gtin: '09506000134352',
        })
      ).status,
    ).toBe(200);
    const twice = await api().create({
      ...productFields,
      productCode: 'GT-4',
      'customer.id': customerId,
      gtin: '9506000134352',
    });
    expect(twice.status).toBe(409);
    expect(twice.problem.title).toBe('A product of this company already has this GTIN');
    expect(await api().codes({ 'contains.productCode': 'GT-4' })).toEqual([]);

    const other = await api().create({
      ...productFields,
      productCode: 'GT-5',
      'customer.id': customerId,
    });
    const taken = await api().update({
      ...productFields,
      id: other.body.id,
      productCode: 'GT-5',
      'customer.id': customerId,
      gtin: '09506000134352',
    });
    expect(taken.status).toBe(409);
    expect(
      (await call(t, contract.products.get, { params: { id: other.body.id } }, admin)).body.gtin,
    ).toBeNull();

    const elsewhere = await otherCompanyAdmin(t, 'GTIN Elsewhere Ltd');
    const elsewhereCustomer = await insertCustomer(t, elsewhere.companyId, 'Elsewhere Client');
    const theirs = await api().create(
      {
        ...productFields,
        productCode: 'GT-6',
        'customer.id': elsewhereCustomer.id,
        gtin: '09506000134352',
      },
      [],
      elsewhere.token,
    );
    expect(theirs.status, theirs.text).toBe(200);
  });
});
