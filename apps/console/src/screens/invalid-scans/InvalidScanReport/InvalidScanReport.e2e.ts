import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { datePartsOf, formatIsoDate } from '@veritag/domain';
import { choose } from '#e2e/choose';
import { screenshotPath } from '#e2e/e2e-server';
import { reportedInvalidScan } from '#e2e/invalid-scans';
import { apiOf, downloadBy, errorToast } from '#e2e/print-runs';
import { expect, test } from '#e2e/stored-sessions';

/** Types a date into a report date picker's segments (month, day, year: the browser's en-US order). */
async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

const dayBefore = (iso: string) =>
  formatIsoDate(datePartsOf(new Date(Date.parse(`${iso}T12:00:00Z`) - 86_400_000), 'utc'), 'utc');
const download = (page: Page) => page.getByRole('button', { name: 'Download', exact: true });

test.describe('the company admin on the Invalid Scan report', () => {
  test.use({ signedInAs: 'admin' });

  test('refuses a missing Customer and reversed dates, then downloads the customer’s invalid scans', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const reporter = { name: 'Meera Report', email: 'meera@example.com', mobile: '9812345670' };
    const { client, code } = await reportedInvalidScan(page, await apiOf(page), reporter);
    const today = formatIsoDate(datePartsOf(new Date()));

    await page.goto('/#/download/invalid-scan-report');
    await expect(
      page.getByRole('heading', { name: 'Invalid Scan Report', level: 1 }),
    ).toBeVisible();
    const sent: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/generate-report') && sent.push(request.url()),
    );
    await download(page).click();
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveAccessibleDescription(
      'This field is required',
    );

    await typeDate(page, 'From', today);
    await typeDate(page, 'To', dayBefore(today));
    await choose(page, 'Customer', client.customer.name);
    await download(page).click();
    await expect(page.getByText('Start date can not be after End date')).toBeVisible();
    expect(sent).toEqual([]);

    await typeDate(page, 'To', today);
    const asked = page.waitForRequest((request) =>
      request.url().includes('/api/invalid-scans/generate-report'),
    );
    const file = await downloadBy(page, () => download(page).click());
    const request = await asked;
    expect(new URL(request.url()).searchParams.get('customerId')).toBe(String(client.customer.id));
    expect(request.postDataJSON()).toMatchObject({
      fromDate: today,
      toDate: today,
      customer: client.customer.id,
      customerName: client.customer.name,
    });
    expect(file.suggestedFilename()).toMatch(/^invalid-scan-report-.*\.xlsx$/);
    await page.screenshot({ path: screenshotPath('invalid-scan-report'), fullPage: true });

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const sheet = book.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Name', 'Email', 'Mobile', 'Code', 'Client', 'Reported at']);
    expect(sheet.rowCount).toBe(2);
    expect(values(2).slice(0, 5)).toEqual([
      reporter.name,
      reporter.email,
      reporter.mobile,
      code,
      client.customer.name,
    ]);
  });

  test('shows the server’s refusal as an error message', async ({ page }) => {
    const today = formatIsoDate(datePartsOf(new Date()));
    // A customer that is not there: the server's 404 title is shown, as on the other reports.
    await page.route('**/api/customers/type?**', (route) =>
      route.fulfill({ json: [{ id: 999_999, companyName: 'Gone Customer', companyCode: 'GONE' }] }),
    );
    await page.goto('/#/download/invalid-scan-report');
    await typeDate(page, 'From', today);
    await typeDate(page, 'To', today);
    await choose(page, 'Customer', 'Gone Customer');
    await download(page).click();
    await expect(errorToast(page, 'Customer not found')).toBeVisible();
  });
});

test.describe('a producer without the Invalid Scan privilege', () => {
  test.use({ signedInAs: 'producer' });

  test('sees Access Denied', async ({ page }) => {
    await page.goto('/#/download/invalid-scan-report');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
