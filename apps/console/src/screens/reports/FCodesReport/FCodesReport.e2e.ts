import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { datePartsOf, formatIsoDate } from '@veritag/domain';
import { choose } from '#e2e/choose';
import { screenshotPath } from '#e2e/e2e-server';
import {
  apiOf,
  downloadBy,
  pick,
  printRunByApi,
  seedPrintClient,
  selectField,
  tagOf,
} from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

/** Types a date into a report date picker's segments (month, day, year: the browser's en-US order). */
async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

const dayBefore = (iso: string) =>
  formatIsoDate(datePartsOf(new Date(Date.parse(`${iso}T12:00:00Z`) - 86_400_000), 'utc'), 'utc');

/** The downloaded workbook's first sheet: its header row and its data rows as cells. */
async function sheetOf(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, number) => number > 1 && rows.push(row));
  return {
    header,
    rows,
    cell: (row: ExcelJS.Row, column: string) => row.getCell(header.indexOf(column) + 1),
  };
}

test.describe('the company admin on the F-Codes report', () => {
  test.use({ signedInAs: 'admin' });

  test('refuses From after To, then downloads the print data report of a customer and product as typed .xlsx', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 10 });
    await printRunByApi(api, client, 17);
    const today = formatIsoDate(datePartsOf(new Date()));

    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Template' }).click();
    await sideMenu(page).getByRole('link', { name: 'F-Codes Report' }).click();
    await expect(page.getByRole('heading', { name: 'F-Codes Report', level: 1 })).toBeVisible();
    await selectField(page, 'Report Type').click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'Print Data Report',
      'Template Report',
    ]);
    await page.keyboard.press('Escape');

    // From after To: refused under From before anything is sent.
    const sent: string[] = [];
    page.on('request', (request) => request.url().endsWith('/report') && sent.push(request.url()));
    await typeDate(page, 'From Date', today);
    await typeDate(page, 'To Date', dayBefore(today));
    await pick(page, 'Report Type', 'Print Data Report');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page.getByText('Start date can not be after End date')).toBeVisible();
    expect(sent).toEqual([]);

    await typeDate(page, 'To Date', today);
    await choose(page, 'Customer', client.customer.name);
    await choose(page, 'Product', client.product.code);
    const asked = page.waitForRequest((request) =>
      request.url().endsWith('/api/get/companyInfo/report'),
    );
    const file = await downloadBy(page, () =>
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    const body = (await asked).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      fromDate: today,
      toDate: today,
      reportType: 'Printing',
      customer: client.customer.id,
      customerName: client.customer.name,
      product: client.product.id,
      productCode: client.product.code,
    });
    expect(body.timeZone).toBe(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    await page.screenshot({ path: screenshotPath('f-codes-report'), fullPage: true });

    const { header, rows, cell } = await sheetOf(await file.path());
    expect(header).toEqual([
      'Created Date',
      'Client',
      'Plant',
      'Product',
      'Vendor',
      'Month',
      'Year',
      'Code Type',
      'Digit',
      'Quantity',
      'Up',
      'Produced Quantity',
      'Pending Quantity',
      'Production Status',
      'File Status',
      'First Code',
      'Last Code',
      'Created By',
    ]);
    // Only the chosen customer's product: the journey's one run.
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(cell(row!, 'Client').value).toBe(client.customer.name);
    expect(cell(row!, 'Product').value).toBe(client.product.code);
    // Numbers are numbers, dates are dates, codes are text.
    for (const [column, value] of [
      ['Quantity', 17],
      ['Year', 2026],
      ['Digit', 10],
      ['Up', 2],
      ['Produced Quantity', 0],
      ['Pending Quantity', 17],
    ] as const) {
      expect(cell(row!, column).type, column).toBe(ExcelJS.ValueType.Number);
      expect(cell(row!, column).value, column).toBe(value);
    }
    expect(cell(row!, 'Created Date').type).toBe(ExcelJS.ValueType.Date);
    expect(
      Math.abs((cell(row!, 'Created Date').value as Date).getTime() - Date.now()),
    ).toBeLessThan(86_400_000);
    expect(cell(row!, 'Month').type).toBe(ExcelJS.ValueType.String);
  });

  test('downloads the template report', async ({ page }) => {
    test.setTimeout(120_000);
    const today = formatIsoDate(datePartsOf(new Date()));
    await page.goto('/#/reports');
    await typeDate(page, 'From Date', dayBefore(today));
    await typeDate(page, 'To Date', today);
    await pick(page, 'Report Type', 'Template Report');
    // A batch has no product: the template report is not narrowed by one.
    await expect(page.getByRole('combobox', { name: 'Product' })).toBeDisabled();
    await expect(page.getByText('The template report is not narrowed by product')).toBeVisible();
    const asked = page.waitForRequest((request) =>
      request.url().endsWith('/api/template-histories/report'),
    );
    const file = await downloadBy(page, () =>
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    expect((await asked).postDataJSON()).toMatchObject({ reportType: 'Template' });
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const { header, rows, cell } = await sheetOf(await file.path());
    expect(header).toEqual([
      'Created Date',
      'Customer',
      'Template',
      'Design Revision',
      'Quantity',
      'PO Number',
      'Product Description',
      'Expiration (months)',
      'First Code',
      'Last Code',
      'Status',
    ]);
    // The demo seed made a batch at the server's first start, today.
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(cell(row, 'Created Date').type).toBe(ExcelJS.ValueType.Date);
      expect(cell(row, 'Quantity').type).toBe(ExcelJS.ValueType.Number);
    }
  });
});

test.describe('a ROLE_USER with Print Data at view level and no Template privilege', () => {
  test.use({ signedInAs: 'user' });

  test('has no F-Codes Report entry, and by URL is offered the print data report only', async ({
    page,
  }) => {
    await page.goto('/#/reports');
    await expect(page.getByRole('heading', { name: 'F-Codes Report', level: 1 })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'F-Codes Report' })).toHaveCount(0);
    // The one report the user may ask for is chosen for them.
    await expect(selectField(page, 'Report Type')).toContainText('Print Data Report');
    await selectField(page, 'Report Type').click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Print Data Report']);
  });
});

test.describe('a producer with neither report', () => {
  test.use({ signedInAs: 'producer' });

  test('sees Access Denied', async ({ page }) => {
    await page.goto('/#/reports');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
