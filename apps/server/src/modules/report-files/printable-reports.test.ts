import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  a4Points,
  printable,
  printedPages,
  readPrintSetup,
} from '../../platform/reports/test-support/read-print';
import { readXlsxRows } from '../../platform/reports/test-support/read-report';
import { demoRunParts, printRuns, runFields, type RunParts } from '../../test-support/print-runs';
import { bearer, form, tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * Decision 0401: every XLSX the platform writes prints as a print shop expects, each downloaded
 * here as the console downloads it, on the demo's database: one page wide, the header row on every
 * page, page numbers in the footer, landscape when wider than a portrait page.
 */
let t: TestApp;
let admin: string;
let parts: RunParts;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  parts = await demoRunParts(t, admin);
}, 60_000);
afterAll(async () => t?.close());

const today = () => new Date().toISOString().slice(0, 10);
const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(admin) });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: bearer(admin) });

/** Asks for a report as its screen does, waits for its job, and downloads its file. */
async function askedFor(ask: () => ReturnType<typeof get>): Promise<Buffer> {
  const asked = await ask();
  expect(asked.statusCode, asked.body).toBe(200);
  await t.jobs.whenIdle(30_000);
  const file = await get(`/report-files/${asked.json<{ fileName: string }>().fileName}.xlsx`);
  expect(file.statusCode, file.body).toBe(200);
  return file.rawPayload;
}

const dates = () => ({ fromDate: '2020-01-01', toDate: today() });

describe('every report asked for from a screen', () => {
  it.each([
    [
      'F-Codes of print data (18 columns)',
      'Print Data',
      'landscape',
      () => post('/get/companyInfo/report', { ...dates(), reportType: 'Printing' }),
    ],
    [
      'F-Codes of templates (11 columns)',
      'Template',
      'landscape',
      () => post('/template-histories/report', { ...dates(), reportType: 'Template' }),
    ],
    [
      'token data (14 columns)',
      'Token Data',
      'landscape',
      () => post('/ap-utilities/report', dates()),
    ],
    [
      'invalid scans (6 columns)',
      'Invalid Scan',
      'landscape',
      () =>
        post(`/invalid-scans/generate-report?customerId=${parts.customer.id}`, {
          ...dates(),
          customer: parts.customer.id,
        }),
    ],
    [
      'EndUser reward history (8 columns)',
      'EndUser Reward History',
      'landscape',
      () => post('/get/user_reward_history/report', dates()),
    ],
    [
      'inventory transactions (6 columns)',
      'Inventory Transactions',
      'landscape',
      () => post('/v1/inventory_item/report', dates()),
    ],
    [
      'smart bin (3 columns)',
      'Smart Bin',
      'portrait',
      () => get(`/smart-bin/?fromDate=2020-01-01&toDate=${today()}`),
    ],
  ] as const)(
    '%s prints one page wide with its header on every page and page numbers',
    async (_name, sheetName, orientation, ask) => {
      expect(await readPrintSetup(await askedFor(ask))).toEqual(printable(orientation, sheetName));
    },
  );
});

describe('the other spreadsheets the platform writes', () => {
  it("a print run's Excel file", async () => {
    const run = await printRuns(t, admin).generated(runFields(parts, 3));
    const file = await get(`/print-data/${run.id}/files/xlsx`);
    expect(file.statusCode).toBe(200);
    expect(await readPrintSetup(file.rawPayload)).toEqual(printable('landscape', 'Codes'));
  });

  it("the product upload's sample and error file", async () => {
    const sample = await get('/product/sample-excel');
    expect(sample.statusCode).toBe(200);
    expect(await readPrintSetup(sample.rawPayload)).toEqual(printable('landscape', 'Products'));

    // The sample uploaded back as a CSV with its product code blanked: refused, with an error file.
    const [header, example] = (await readXlsxRows(sample.rawPayload)).rows.map((row) =>
      row.map((cell) => String(cell ?? '')),
    );
    const badRow = example!.map((cell, index) => (header![index] === 'productCode' ? '' : cell));
    const csv = [header!, badRow]
      .map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))
      .join('\r\n');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/product/saveData?customerId=${parts.customer.id}`,
      payload: form(
        {},
        { files: { bytes: Buffer.from(csv), name: 'bad-row.csv', type: 'text/csv' } },
      ),
      headers: bearer(admin),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await t.jobs.whenIdle(30_000);
    const status = (
      await get(`/product/imports/${uploaded.json<{ importId: number }>().importId}`)
    ).json<{ state: string; errorFile: string }>();
    expect(status.state).toBe('FAILED');
    const errors = await t.app.inject({
      method: 'GET',
      url: status.errorFile,
      headers: bearer(admin),
    });
    expect(errors.statusCode).toBe(200);
    // Three columns, but the messages' is 70 characters wide: wider than a portrait page.
    expect(await readPrintSetup(errors.rawPayload)).toEqual(printable('landscape', 'Errors'));
  });
});

describe('printed by LibreOffice', () => {
  it('the F-Codes report of print data fits its 18 columns on one A4 landscape page wide, with "Page n of m"', async (ctx) => {
    await printRuns(t, admin).generated(runFields(parts, 2));
    const bytes = await askedFor(() =>
      post('/get/companyInfo/report', { ...dates(), reportType: 'Printing' }),
    );

    const pages = await printedPages(bytes);
    if ('skipped' in pages) {
      console.info(`LibreOffice check skipped: ${pages.skipped}`);
      return ctx.skip(pages.skipped);
    }
    // Before the reports were made printable (decision 0401), the 18 columns of two runs took 6
    // portrait pages, 3 columns each.
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect([page!.width, page!.height]).toEqual([
      expect.closeTo(a4Points.long, 0),
      expect.closeTo(a4Points.short, 0),
    ]);
    // The first and the last column's headers on one line: every column is on the page.
    expect(page!.text).toMatch(/Created Date .*Created By/);
    expect(page!.text).toContain('Page 1 of 1');
  }, 120_000);
});
