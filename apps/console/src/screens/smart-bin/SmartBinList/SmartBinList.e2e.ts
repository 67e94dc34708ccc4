import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { datePartsOf, formatIsoDate } from '@veritag/domain';
import { choose } from '#e2e/choose';
import { screenshotPath } from '#e2e/e2e-server';
import {
  apiOf,
  downloadBy,
  generated,
  printRunByApi,
  runCodes,
  seedPrintClient,
  tagOf,
} from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { binSheet } from '#e2e/smart-bin';
import { expect, test } from '#e2e/stored-sessions';

/** Types a date into a date picker's segments (month, day, year: the browser's en-US order). */
async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await page
    .getByRole('dialog')
    .getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) })
    .click();
  await page.keyboard.type(`${month}${day}${year}`);
}

const infoToast = (page: Page, text: string) =>
  page.getByRole('region', { name: /notification/i }).getByText(text);
/** A listed code's row (the filter row, holding the typed code, is named by it too). */
const rowOf = (page: Page, code: string) =>
  page.getByRole('row', { name: new RegExp(`^${code} admin`) });
const codeFilter = (page: Page) => page.getByRole('textbox', { name: 'Qr Codes contains' });

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('uploads collected codes, finds them, downloads them, deletes one, and a binned code scans as used packaging', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 });
    const run = await printRunByApi(api, client, 4);
    await generated(api, run.id);
    const [first, second] = await runCodes(api, run.id);
    const today = formatIsoDate(datePartsOf(new Date()));

    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await sideMenu(page).getByRole('link', { name: 'Smart Bin' }).click();
    await expect(page.getByRole('heading', { name: 'Smart Bin', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Upload Excel' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Excel' });
    const input = upload.getByRole('group', { name: /^Excel File/ }).locator('input[type=file]');
    await input.setInputFiles({
      name: 'codes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n'),
    });
    await expect(upload.getByText('Only a CSV or Excel file is accepted')).toBeVisible();
    await input.setInputFiles({
      name: 'collected.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await binSheet([first!, second!]),
    });
    // The server's answer, read first: a refusal fails here with its title, not as a missing toast.
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/smart-bin/upload'),
      { timeout: 30_000 },
    );
    await upload.getByRole('button', { name: 'Upload' }).click();
    const answer = await answered;
    expect(`${answer.status()} ${await answer.text()}`).toContain('2 codes added to the smart bin');
    await expect(infoToast(page, '2 codes added to the smart bin')).toBeVisible();
    await expect(upload).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Global Search' }).fill(first!);
    const row = rowOf(page, first!);
    await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await expect(
      row.getByRole('cell', { name: /^\d{2}-\d{2}-\d{2} \d{2}:\d{2} (am|pm)$/ }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Global Search' }).fill('');
    await codeFilter(page).fill(second!);
    await expect(rowOf(page, second!)).toBeVisible();
    await page.screenshot({ path: screenshotPath('smart-bin-list'), fullPage: true });

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const download = page.getByRole('dialog', { name: 'Download' });
    // Left empty, From says so as soon as it is left, before Download is pressed.
    await download.getByRole('spinbutton', { name: /^month, From/ }).click();
    await download.getByRole('spinbutton', { name: /^month, To/ }).click();
    await expect(download.getByRole('group', { name: /^From/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(download.getByRole('group', { name: /^To/ })).not.toHaveAccessibleDescription(
      'This field is required',
    );
    await download.getByRole('button', { name: 'Download' }).click();
    await expect(download.getByRole('group', { name: /^From/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    await typeDate(page, 'From', today);
    await typeDate(page, 'To', today);
    const file = await downloadBy(page, () =>
      download.getByRole('button', { name: 'Download' }).click(),
    );
    expect(file.suggestedFilename()).toMatch(/^smart-bin-.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const cells = book.worksheets[0]!.getColumn(1).values.slice(1);
    expect(cells[0]).toBe('Qr Codes');
    expect(cells).toEqual(expect.arrayContaining([first, second]));

    await codeFilter(page).fill(first!);
    await rowOf(page, first!)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page
      .getByRole('dialog', { name: `Delete ${first}` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(infoToast(page, `Code ${first} deleted from the smart bin`)).toBeVisible();
    await expect(page.getByText('No codes are in the smart bin')).toBeVisible();

    // The Delete button's own dialog: by date range reveals From and To.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await choose(page, 'Delete', 'Delete by date range');
    await expect(
      page.getByRole('dialog', { name: 'Delete' }).getByRole('group', { name: /^From/ }),
    ).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Delete' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    // The code still binned scans as used packaging; the deleted one scans as before.
    await page.goto(`/v/${second}`);
    await expect(page.getByRole('heading', { name: 'Not genuine', level: 1 })).toBeVisible();
    await expect(
      page.getByText("This product's packaging was already used and recycled", { exact: false }),
    ).toBeVisible();
    await page.screenshot({ path: screenshotPath('smart-bin-scan'), fullPage: true });
    await page.goto(`/v/${first}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Not genuine');
  });
});

test.describe('a producer', () => {
  test.use({ signedInAs: 'producer' });
  test('has no Smart Bin entry, gets Access Denied on /smart-bin, and is refused by the server', async ({
    page,
  }) => {
    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Smart Bin' })).toHaveCount(0);
    await page.goto('/#/smart-bin');
    await expect(page).toHaveURL(/#\/access$/);
    const api = await apiOf(page, 'producer');
    expect((await api.raw('GET', '/smart-bin/get-all?page=0&size=10')).status()).toBe(403);
  });
});
