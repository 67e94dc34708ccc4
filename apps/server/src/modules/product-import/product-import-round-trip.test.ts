import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { tokenFor } from '../../test-support/sessions';
import {
  fixtureData,
  fixtureFile,
  fixtureWriters,
} from '../../test-support/spreadsheets/fixture-data';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { importColumns } from './import-columns';
import { importTestKit } from './test-support/product-sheets';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let companyId: number;
let customerId: number;
const kit = importTestKit(
  () => t,
  () => admin,
);
const data = fixtureData();

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  customerId = (
    await call(t, contract.customers.list, { query: { page: 0, size: 1, type: 'Customer' } }, admin)
  ).body.content[0]!.id;
  companyId = (
    await t.services.companies.page({
      page: 0,
      size: 1,
      sort: { field: 'createdDate', direction: 'asc' },
      search: '',
      'contains.name': '',
    })
  ).content[0]!.id;
});
afterAll(async () => t?.close());

const productsCoded = async (codes: string[]) =>
  (await t.services.products.ofCustomer(companyId, customerId)).filter(
    (product: { productCode: string }) => codes.includes(product.productCode),
  );

describe('a product sheet, whichever program wrote it', () => {
  it("has the upload's columns in every fixture", () => {
    expect(data.productsHeader).toEqual(importColumns.map((column) => column.field));
  });

  it.each(fixtureWriters.map(({ file }) => file))(
    'imports the two products of the %s workbook with their months, then updates the same two on each of 19 more uploads',
    { timeout: 120_000 },
    async (writer) => {
      const codes = data.writers[writer]!.products.map(
        (row) => row[importColumns.findIndex((column) => column.field === 'productCode')] as string,
      );
      const bytes = fixtureFile('products', writer);
      for (let time = 0; time < 20; time++) {
        const status = await kit.imported(customerId, bytes, `products-${writer}.xlsx`);
        expect(status, `upload ${time + 1}`).toMatchObject({
          state: 'COMPLETED',
          done: 2,
          updated: time === 0 ? 0 : 2,
          reason: null,
          errorFile: null,
        });
      }
      const products = await productsCoded(codes);
      expect(
        products.map((product: { productCode: string }) => product.productCode).sort(),
      ).toEqual([...codes].sort());
      const product = (
        await call(t, contract.products.get, { params: { id: products[0]!.id } }, admin)
      ).body;
      // The months were typed as dates (Excel's reading of 2025-01): they import as those months.
      expect(product).toMatchObject({
        mfgDate: '2025-01-01T00:00:00',
        expiryDate: '2027-01-01T00:00:00',
        fontSize: 12,
        allowNumberOfScans: 5,
        authenticationActivated: true,
        captureUserData: false,
        showMfgDate: true,
      });
    },
  );
});
