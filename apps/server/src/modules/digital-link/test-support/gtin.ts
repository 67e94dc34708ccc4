import { expect } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../../../test-support/api-calls';
import { productApi } from '../../../test-support/product-forms';
import type { TestApp } from '../../../test-support/test-app';

/** The GTIN the tests give the demo run's product (GS1's example, with its check digit). */
export const testGtin = '09506000134352';

/** Gives a product a GTIN and a product page, through the product form. */
export async function giveGtin(t: TestApp, admin: string, productId: number, productLink: string) {
  const product = (await call(t, contract.products.get, { params: { id: productId } }, admin)).body;
  const saved = await productApi(t, () => admin).update({
    productName: product.productName,
    productSrNo: product.productSrNo ?? '',
    productCode: product.productCode,
    productDescription: product.productDescription ?? '',
    labelSize: product.labelSize ?? '',
    labelSpecification: product.labelSpecification ?? '',
    'customer.id': product.customer.id,
    id: productId,
    gtin: '9506000134352',
    productLink,
  });
  expect(saved.body.gtin).toBe(testGtin);
}
