import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { datePartsOf, formatIsoDate } from '@veritag/domain';
import { screenshotPath } from '#e2e/e2e-server';
import { choose } from '#e2e/choose';
import { apiOf, downloadBy, errorToast } from '#e2e/print-runs';
import { expect, test } from '#e2e/stored-sessions';
import { openTraceEntry, shippedPallet } from '#e2e/trace';

/** Types a date into a report date picker's segments (month, day, year: the browser's en-US order). */
async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

const dayBefore = (iso: string) =>
  formatIsoDate(datePartsOf(new Date(Date.parse(`${iso}T12:00:00Z`) - 86_400_000), 'utc'), 'utc');
const download = (page: Page) => page.getByRole('button', { name: 'Download', exact: true });

test.describe('the company admin on Inventory Transaction Reports', () => {
  test.use({ signedInAs: 'admin' });

  test('needs both dates, then downloads today’s inward and outward moves of every customer', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const pallet = await shippedPallet(await apiOf(page));
    const today = formatIsoDate(datePartsOf(new Date()));

    await page.goto('/#/dashboard');
    await openTraceEntry(page, 'Inventory Reports');
    await expect(page.getByRole('heading', { name: 'Inventory Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Customer' })).toBeVisible();
    const sent: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/inventory_item/report') && sent.push(request.url()),
    );
    await download(page).click();
    await expect(page.getByRole('group', { name: /^From/ })).toHaveAccessibleDescription(
      /required/i,
    );
    expect(sent).toEqual([]);

    await typeDate(page, 'From', today);
    await typeDate(page, 'To', dayBefore(today));
    await download(page).click();
    await expect(page.getByText('Start date can not be after End date')).toBeVisible();
    expect(sent).toEqual([]);
    await typeDate(page, 'To', today);
    const asked = page.waitForRequest((request) =>
      request.url().includes('/api/v1/inventory_item/report'),
    );
    const file = await downloadBy(page, () => download(page).click());
    expect((await asked).postDataJSON()).toMatchObject({ fromDate: today, toDate: today });
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    await page.screenshot({ path: screenshotPath('inventory-report'), fullPage: true });

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const sheet = book.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      'Date',
      'Customer',
      'Product Name',
      'Product Code',
      'Movement',
      'Quantity',
    ]);
    const moves = rows
      .filter((row) => row[2] === pallet.productName)
      .map((row) => [row[4], row[5]]);
    expect(moves).toEqual([
      ['Inward', 10],
      ['Outward', 10],
    ]);

    // With a customer, the report holds that customer's moves only.
    await choose(page, 'Customer', pallet.client.customer.name);
    const ofCustomer = page.waitForRequest((request) =>
      request.url().includes('/api/v1/inventory_item/report'),
    );
    const customerFile = await downloadBy(page, () => download(page).click());
    expect((await ofCustomer).postDataJSON()).toMatchObject({
      customer: pallet.client.customer.id,
      customerName: pallet.client.customer.name,
    });
    const customerBook = new ExcelJS.Workbook();
    await customerBook.xlsx.readFile(await customerFile.path());
    const customerRows = customerBook.worksheets[0]!.getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(customerRows.map((row) => [row[1], row[2], row[4]])).toEqual([
      [pallet.client.customer.name, pallet.productName, 'Inward'],
      [pallet.client.customer.name, pallet.productName, 'Outward'],
    ]);
  });

  test('shows the server’s refusal as an error message', async ({ page }) => {
    const today = formatIsoDate(datePartsOf(new Date()));
    await page.route('**/api/v1/inventory_item/report', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        json: { title: 'Reports are paused', status: 503 },
      }),
    );
    await page.goto('/#/inventory_report');
    await typeDate(page, 'From', today);
    await typeDate(page, 'To', today);
    await download(page).click();
    await expect(errorToast(page, 'Reports are paused')).toBeVisible();
  });
});

test.describe('a ROLE_USER without Track & Trace', () => {
  test.use({ signedInAs: 'user' });

  test('sees Access Denied', async ({ page }) => {
    await page.goto('/#/inventory_report');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
