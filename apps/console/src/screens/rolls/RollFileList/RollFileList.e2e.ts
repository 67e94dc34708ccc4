import type { Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import {
  apiOf,
  csvRecords,
  downloadBy,
  downloadedText,
  generated,
  printRunByApi,
  produceByApi,
  seedPrintClient,
  tagOf,
} from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

const rows = (page: Page) => page.locator('tbody').getByRole('row');
const filterBy = (page: Page, column: string, text: string) =>
  page.getByRole('textbox', { name: `${column} contains` }).fill(text);

test.describe('the company admin on the Label Production File List', () => {
  test.use({ signedInAs: 'admin' });

  test('generates a roll’s file, sees it RUNNING then COMPLETED without a reload, and downloads its codes', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const api = await apiOf(page);
    // One roll big enough for its file to be seen being written.
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 50_000 });
    const run = await printRunByApi(api, client, 50_000);
    await generated(api, run.id);
    const production = await produceByApi(api, run.id, { producedQuantity: 50_000 });
    const [first] = production.rolls;
    expect(production.rolls).toHaveLength(1);

    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Printing' }).click();
    await sideMenu(page).getByRole('link', { name: 'Rolls' }).click();
    await expect(page.getByRole('heading', { name: 'Rolls', level: 1 })).toBeVisible();
    for (const header of [
      'Roll Id',
      'Created By',
      'Starting Token',
      'Ending Token',
      'Roll File Status',
    ])
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

    await filterBy(page, 'Starting Token', first!.startingToken);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).filter({ hasText: first!.startingToken });
    await expect(row.getByRole('cell')).toHaveText([
      String(first!.id),
      /admin/i,
      first!.startingToken,
      first!.endingToken,
      'Not generated',
      /Generate/,
    ]);
    await expect(row.getByRole('button', { name: /^Download/ })).toHaveCount(0);

    await row.getByRole('button', { name: /^Generate roll/ }).click();
    await expect(
      page.getByText('Request Successfully submited please wait for some time'),
    ).toBeVisible();
    // RUNNING shows no action; the page asks again by itself until the file is there.
    await expect(row.getByText('RUNNING', { exact: true })).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('roll-file-list-running'), fullPage: true });
    await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 120_000 });
    await page.screenshot({ path: screenshotPath('roll-file-list'), fullPage: true });

    const file = await downloadBy(page, () =>
      row.getByRole('button', { name: /^Download roll/ }).click(),
    );
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const codes = csvRecords(await downloadedText(file)).map((record) => record.Code);
    expect(codes).toHaveLength(first!.labels);
    expect(codes[0]).toBe(first!.startingToken);
    expect(codes.at(-1)).toBe(first!.endingToken);
    expect(new Set(codes).size).toBe(codes.length);
  });

  test('the add action leads to vendor_add', async ({ page }) => {
    await page.goto('/#/roll_file_list');
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    await expect(page.getByRole('heading', { name: 'Add Vendor', level: 1 })).toBeVisible();
  });
});

test.describe('a ROLE_USER without the Rolls privilege', () => {
  test.use({ signedInAs: 'user' });

  test('has no Rolls entry, and the list by URL shows Access Denied without asking the server', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/rolls') && asked.push(request.url()),
    );
    await page.goto('/#/roll_file_list');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Rolls' })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
