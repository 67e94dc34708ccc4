import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import { sideMenu } from '#e2e/sessions';
import { test } from '#e2e/stored-sessions';

const form = (page: Page) => page.getByRole('form', { name: 'Token Data Report' });
const dateGroup = (page: Page, label: 'From' | 'To') =>
  form(page).getByRole('group', { name: new RegExp(`^${label}`) });

/** Types a date into a picker's segments, as a keyboard user does (month, day, year in the en-US order). */
async function typeDate(page: Page, label: 'From' | 'To', iso: string) {
  const [year, month, day] = iso.split('-');
  await form(page)
    .getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) })
    .click();
  await page.keyboard.type(`${month}${day}${year}`);
  await page.keyboard.press('Tab');
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test.describe('the company admin on the token data report', () => {
  test.use({ signedInAs: 'admin' });

  test('refuses missing, reversed and future dates, then downloads an .xlsx with a header row and typed cells', async ({
    page,
  }) => {
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Token Data' }).click();
    await sideMenu(page).getByRole('link', { name: 'Token Data Report' }).click();
    await expect(page.getByRole('heading', { name: 'Token Data Report', level: 1 })).toBeVisible();

    // Both dates are required.
    await form(page).getByRole('button', { name: 'Download' }).click();
    await expect(dateGroup(page, 'From')).toHaveAccessibleDescription(/This field is required$/);
    await expect(dateGroup(page, 'To')).toHaveAccessibleDescription(/This field is required$/);

    // The latest day is today; From may not be after To.
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    await typeDate(page, 'To', isoDay(nextYear));
    await expect(dateGroup(page, 'To')).toHaveAccessibleDescription(/Date can not be after today$/);
    const today = isoDay(new Date());
    await typeDate(page, 'To', '2025-01-01');
    await typeDate(page, 'From', '2025-01-02');
    await expect(dateGroup(page, 'From')).toHaveAccessibleDescription(
      /Start date can not be after End date$/,
    );
    await typeDate(page, 'From', '2025-01-01');
    await typeDate(page, 'To', today);
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('token-data-report'), fullPage: true });

    const started = page.waitForEvent('download');
    await form(page).getByRole('button', { name: 'Download' }).click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(
      /^token-data-report-\d{4}-\d{2}-\d{2}-[0-9a-f]{12}\.xlsx$/,
    );
    await expect(page.getByText('The token data report is downloaded')).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Token Data');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'File',
      'PO Number',
      'PO Date',
      'Plant',
      'Colour',
      'Token Type',
      'Pack Size',
      'Packs',
      'Tokens',
      'Valid Upto',
      'Valid Until',
      'Status',
      'Created By',
      'Created Date',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    // The demo seed's order: typed cells, numbers as numbers and dates as dates.
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const demo = rows.find((row) => row?.[2] === 'PO-5001')!;
    expect(demo).toBeDefined();
    expect(demo[1]).toBe('demo-po-5001-packs.csv');
    expect(demo[3]).toBeInstanceOf(Date);
    expect((demo[3] as Date).toISOString().slice(0, 10)).toBe('2025-01-15');
    expect(demo.slice(7, 10)).toEqual([15, 6, 90]);
    expect(demo[10]).toBe('3 Years');
    expect(demo[11]).toBeInstanceOf(Date);
    expect(demo[12]).toBe('COMPLETED');
    expect(demo[14]).toBeInstanceOf(Date);
    expect(sheet.getRow(2 + rows.indexOf(demo)).getCell(7).type).toBe(ExcelJS.ValueType.Number);
  });
});

test.describe('a user without Token Data Report', () => {
  test.use({ signedInAs: 'user' });

  test('is shown Access Denied', async ({ page }) => {
    await page.goto('/#/token_data_report');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
