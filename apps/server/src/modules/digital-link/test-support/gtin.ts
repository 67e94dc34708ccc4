import { expect } from 'vitest';
import { bearer } from '../../../test-support/sessions';
import type { TestApp } from '../../../test-support/test-app';

/** The GTIN the tests give the demo run's product (GS1's example, with its check digit). */
export const testGtin = '09506000134352';

/** Gives a product a GTIN and a product page, through the product form. */
export async function giveGtin(t: TestApp, admin: string, productId: number, productLink: string) {
  const product = (
    await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers: bearer(admin) })
  ).json();
  const fields = {
    ...Object.fromEntries(
      [
        'productName',
        'productSrNo',
        'productCode',
        'productDescription',
        'labelSize',
        'labelSpecification',
      ].map((name) => [name, product[name]]),
    ),
    'customer.id': product.customer.id,
    id: productId,
    gtin: '9506000134352',
    productLink,
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/products/update',
    headers: bearer(admin),
    payload: body,
  });
  expect(saved.json().gtin).toBe(testGtin);
}
