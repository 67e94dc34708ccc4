import { rowAction } from '#e2e/row-actions';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import {
  apiOf,
  csvRecords,
  downloadBy,
  downloadedText,
  generated,
  pageAs,
  printRunByApi,
  produceByApi,
  seedPrintClient,
  tagOf,
} from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

const filterBy = (page: Page, column: string, text: string) =>
  page.getByRole('textbox', { name: `${column} contains` }).fill(text);
/** The data rows of the table (not its filter row). */
const rows = (page: Page) => page.locator('tbody').getByRole('row');
const runRow = (page: Page, id: number) =>
  rows(page).filter({
    has: page.getByRole('button', { name: new RegExp(`^View print data ${id} `) }),
  });
/** The value the view page shows under a label. */
const shown = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
const download = (row: Locator, label: string) =>
  row.getByRole('button', { name: new RegExp(`^Download ${label} of `) });

test.describe('the company admin on the print data list', () => {
  // A wide screen, where all ten columns show side by side; narrower ones fold the columns of
  // lowest priority into each row's details (decision 0389, e2e/journeys/responsive-lists).
  test.use({ signedInAs: 'admin', viewport: { width: 1920, height: 1080 } });

  test('follows a run to COMPLETED without a reload, downloads its Excel and CSV, views it and opens its label production', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 10 });
    const run = await printRunByApi(api, client, 30);

    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Printing' }).click();
    await sideMenu(page).getByRole('link', { name: 'Print Data', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Print Data', level: 1 })).toBeVisible();
    for (const header of [
      'Client',
      'Month',
      'Plant',
      'Product',
      'Quantity',
      'Produced Quantity',
      'Pending Quantity',
      'Production Status',
      'Generation',
      'Downloads',
    ]) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }

    // Contains on Client, on the server: the journey's client has one run.
    await filterBy(page, 'Client', client.customer.name);
    await expect(rows(page)).toHaveCount(1);
    const row = runRow(page, run.id);
    await expect(row.getByRole('cell').nth(0)).toHaveText(client.customer.name);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Mar 2026');
    await expect(row.getByRole('cell').nth(2)).toHaveText(client.plant.name);
    await expect(row.getByRole('cell').nth(3)).toHaveText(client.product.code);
    await expect(row.getByRole('cell').nth(4)).toHaveText('30');
    // The page asks again by itself while the file is made: COMPLETED and its files appear without a reload.
    await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(row.getByRole('progressbar')).toHaveCount(0);
    await expect(download(row, 'SVG')).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('print-data-list'), fullPage: true });

    const excel = await downloadBy(page, () => download(row, 'Excel').click());
    expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await excel.path());
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Code');
    expect(sheet.actualRowCount).toBe(30 + 1);
    const codeColumn = header.indexOf('Code') + 1;
    const excelCodes = Array.from({ length: 30 }, (_, index) =>
      String(sheet.getRow(index + 2).getCell(codeColumn).value),
    );

    const csv = await downloadBy(page, () => download(row, 'CSV').click());
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const codes = csvRecords(await downloadedText(csv)).map((record) => record.Code);
    expect(codes).toHaveLength(30);
    expect(new Set(codes).size).toBe(30);
    // The two files carry the same codes in the same order.
    expect(codes).toEqual(excelCodes);

    await row.getByRole('button', { name: /^View print data/ }).click();
    await expect(page.getByRole('heading', { name: 'Print Data', level: 1 })).toBeVisible();
    for (const [label, value] of [
      ['Client', client.customer.name],
      ['Plant', client.plant.name],
      ['Product', client.product.code],
      ['Quantity', '30'],
      ['Generation Status', 'COMPLETED'],
    ]) {
      await expect(shown(page, label!)).toHaveText(value!);
    }
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Print Data', level: 1 })).toBeVisible();

    await filterBy(page, 'Client', client.customer.name);
    await runRow(page, run.id)
      .getByRole('button', { name: /^Label Production print data/ })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Add Label Production', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText(client.customer.name);
  });

  test('watches the codes of a big run being made, without a reload, until its files appear', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 10 });
    // Big enough to be seen running here (its codes are issued 10,000 a step on PGlite).
    const run = await printRunByApi(api, client, 100_000);
    await page.goto('/#/print_data_list');
    await filterBy(page, 'Client', client.customer.name);
    const row = runRow(page, run.id);
    const bar = row.getByRole('progressbar', { name: 'Codes done' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuemax', '100000');
    await expect(row.getByText('RUNNING', { exact: true })).toBeVisible();
    // Nothing to download while the file is being made.
    await expect(row.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('print-data-list-running'), fullPage: true });
    await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 180_000 });
    await expect(bar).toHaveCount(0);
    await expect(download(row, 'Excel')).toBeVisible();
    await expect(download(row, 'CSV')).toBeVisible();
  });

  test('sorts on the server, and offers the file of a run never generated', async ({ page }) => {
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 10 });
    for (const quantity of [7, 3, 11])
      await printRunByApi(api, client, quantity, { generate: false });
    await page.goto('/#/print_data_list');
    await filterBy(page, 'Client', client.customer.name);
    await expect(rows(page)).toHaveCount(3);
    const header = page.getByRole('columnheader', { name: 'Quantity', exact: true });
    const quantities = async () =>
      (await rows(page).locator('td:nth-child(5)').allTextContents()).map(Number);
    // Numbers sort from the largest first, then the other way; each order is the server's.
    const descending = page.waitForRequest((request) =>
      request.url().includes('sort=quantity%2Cdesc'),
    );
    await header.getByRole('button').click();
    await descending;
    await expect.poll(quantities).toEqual([11, 7, 3]);
    const ascending = page.waitForRequest((request) =>
      request.url().includes('sort=quantity%2Casc'),
    );
    await header.getByRole('button').click();
    await ascending;
    await expect.poll(quantities).toEqual([3, 7, 11]);
    // Month searches as it shows, with its year.
    await filterBy(page, 'Month', 'Mar 2026');
    await expect(rows(page)).toHaveCount(3);
    await filterBy(page, 'Month', 'Mar 2025');
    await expect(page.getByText('No records found')).toBeVisible();
    await filterBy(page, 'Month', '');
    // A run never generated offers its generation again, and no download.
    await expect(await rowAction(rows(page).first(), /^Generate file/)).toBeVisible();
    await expect(
      rows(page)
        .first()
        .getByRole('button', { name: /^Download/ }),
    ).toHaveCount(0);
  });

  test('a closed production: the admin keeps its Excel and CSV, a user with Print Data view has none and the server refuses them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 10 });
    const run = await printRunByApi(api, client, 12);
    await generated(api, run.id);
    await produceByApi(api, run.id, { producedQuantity: 5, close: true });

    await page.goto('/#/print_data_list');
    await filterBy(page, 'Client', client.customer.name);
    const row = runRow(page, run.id);
    await expect(row.getByRole('cell').nth(7)).toHaveText('CLOSE');
    await expect(download(row, 'Excel')).toBeVisible();
    await expect(download(row, 'CSV')).toBeVisible();

    const user = await pageAs(browser, 'user');
    await user.goto('/#/print_data_list');
    await filterBy(user, 'Client', client.customer.name);
    const seen = runRow(user, run.id);
    await expect(seen.getByText('COMPLETED', { exact: true })).toBeVisible();
    await expect(seen.getByRole('cell').nth(7)).toHaveText('CLOSE');
    await expect(seen.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    // Neither Label Production (Label Production 2) nor Generate file (Print Data 2) for a viewer.
    await expect(seen.getByRole('button', { name: /^Label Production/ })).toHaveCount(0);
    await user.screenshot({ path: screenshotPath('print-data-list-closed-user'), fullPage: true });
    const asUser = await apiOf(user, 'user');
    for (const kind of ['csv', 'xlsx'])
      expect((await asUser.raw('GET', `/print-data/${run.id}/files/${kind}`)).status()).toBe(403);
    await user.context().close();
  });
});
