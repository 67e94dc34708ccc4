import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsvRows } from '../../platform/reports/test-support/read-report';
import { bearer, tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { demoRunParts, printRuns, runFields, type RunParts } from '../../test-support/print-runs';

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
    await t.app.inject({
      method: 'GET',
      url: `/api/products/${parts.product.id}`,
      headers: bearer(admin),
    })
  ).json();
  const body = new FormData();
  for (const name of [
    'productName',
    'productSrNo',
    'productCode',
    'productDescription',
    'labelSize',
    'labelSpecification',
  ])
    body.append(name, product[name]);
  body.append('customer.id', String(product.customer.id));
  body.append('id', String(product.id));
  body.append('gtin', '4006381333931');
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/products/update',
        headers: bearer(admin),
        payload: body,
      })
    ).json().gtin,
  ).toBe('04006381333931');
});
afterAll(async () => t.close());

describe('the labels of a print run whose product has a GTIN', () => {
  it('carry GS1 Digital Links in the print file and the roll files; a product without one keeps the scan page URL', async () => {
    const run = await runs.generated(runFields(parts, 4));
    const rows = (await runs.csv(run.id)).slice(1);
    expect(rows).toHaveLength(4);
    for (const [, , code, url] of rows)
      expect(url).toBe(`${publicBaseUrl}/01/04006381333931/21/${code}`);

    const production = await runs.call('POST', '/label-production', {
      printDataId: run.id,
      producedQuantity: 4,
    });
    expect(production.statusCode, production.body).toBe(200);
    const [roll] = production.json().rolls as { id: number }[];
    await runs.call('GET', `/rolls/file/${roll!.id}`);
    await t.jobs.whenIdle(30_000);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/rolls/${roll!.id}/file`,
      headers: bearer(admin),
    });
    const rollRows = (await readCsvRows(file.rawPayload))
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
