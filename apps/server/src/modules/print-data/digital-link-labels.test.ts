import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { readCsvRows } from '../../platform/reports/test-support/read-report';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { demoRunParts, printRuns, runFields, type RunParts } from '../../test-support/print-runs';
import { call } from '../../test-support/api-calls';
import { productApi } from '../../test-support/product-forms';

const publicBaseUrl = 'https://labels.example.com';
let t: TestApp;
let admin: string;
let parts: RunParts;
let runs: ReturnType<typeof printRuns>;

beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl });
  admin = await tokenFor(t, 'admin');
  parts = await demoRunParts(t, admin);
  runs = printRuns(t, admin);
  // The run's product gets a GTIN-13 through the product form; the other product keeps none.
  const product = (
    await call(t, contract.products.get, { params: { id: parts.product.id } }, admin)
  ).body;
  const fields = Object.fromEntries(
    [
      'productName',
      'productSrNo',
      'productCode',
      'productDescription',
      'labelSize',
      'labelSpecification',
    ].map((name) => [name, product[name as keyof typeof product] as string]),
  );
  const saved = await productApi(t, () => admin).update({
    ...fields,
    'customer.id': product.customer.id,
    id: product.id,
    gtin: '4006381333931',
  });
  expect(saved.body.gtin).toBe('04006381333931');
});
afterAll(async () => t.close());

describe('the labels of a print run whose product has a GTIN', () => {
  it('carry GS1 Digital Links in the print file and the roll files; a product without one keeps the scan page URL', async () => {
    const run = await runs.generated(runFields(parts, 4));
    const rows = (await runs.csv(run.id)).slice(1);
    expect(rows).toHaveLength(4);
    for (const [, , code, url] of rows)
      expect(url).toBe(`${publicBaseUrl}/01/04006381333931/21/${code}`);

    const production = await call(
      t,
      contract.labelProduction.create,
      {
        body: {
          printDataId: run.id,
          producedQuantity: 4,
        },
      },
      admin,
    );
    expect(production.status, production.text).toBe(200);
    const [roll] = production.body.rolls as { id: number }[];
    await call(t, contract.rolls.generateFile, { params: { id: roll!.id } }, admin);
    await t.jobs.whenIdle(30_000);
    const file = await call(t, contract.rolls.download, { params: { id: roll!.id } }, admin);
    const rollRows = (await readCsvRows(file.body))
      .slice(1)
      .filter((row) => row.some((cell) => cell));
    expect(rollRows.map((row) => row[4])).toEqual(
      rows.map(([, , code]) => `${publicBaseUrl}/01/04006381333931/21/${code}`),
    );

    const other = await runs.generated(runFields({ ...parts, product: parts.otherProduct }, 2));
    for (const [, , code, url] of (await runs.csv(other.id)).slice(1))
      expect(url).toBe(`${publicBaseUrl}/v/${code}`);
  });
});
