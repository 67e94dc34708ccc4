import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { datePartsOf, formatIsoDate } from '@veritag/domain';
import { registeredEndUser } from '#e2e/end-users';
import { screenshotPath } from '#e2e/e2e-server';
import { apiOf, downloadBy } from '#e2e/print-runs';
import { expect, test } from '#e2e/stored-sessions';

/** Types a date into a report date picker's segments (month, day, year: the browser's en-US order). */
async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

const download = (page: Page) => page.getByRole('button', { name: 'Download', exact: true });

test.describe('the company admin on the EndUser Reward History report', () => {
  test.use({ signedInAs: 'admin' });

  test('refuses missing dates, then downloads the points a registered person earned', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const person = {
      name: 'Kiran Rewards',
      email: 'kiran@example.com',
      mobile: `96${String(Date.now()).slice(-8)}`,
    };
    const { client, code } = await registeredEndUser(browser, await apiOf(page), person);
    const today = formatIsoDate(datePartsOf(new Date()));

    await page.goto('/#/enduser_reward_reports');
    await expect(
      page.getByRole('heading', { name: 'EndUser Reward Report', level: 1 }),
    ).toBeVisible();
    const sent: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/user_reward_history/') && sent.push(request.url()),
    );
    await download(page).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    expect(sent).toEqual([]);

    await typeDate(page, 'From', today);
    await typeDate(page, 'To', today);
    const asked = page.waitForRequest((request) =>
      request.url().includes('/api/get/user_reward_history/report'),
    );
    const file = await downloadBy(page, () => download(page).click());
    expect((await asked).postDataJSON()).toMatchObject({ fromDate: today, toDate: today });
    expect(file.suggestedFilename()).toMatch(/^enduser-reward-history-.*\.xlsx$/);
    await page.screenshot({
      path: screenshotPath('enduser-reward-history-report'),
      fullPage: true,
    });

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const sheet = book.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Date',
      'Name',
      'Mobile',
      'Code',
      'Client',
      'Kind',
      'Points',
      'Balance after',
    ]);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) =>
      values(index + 2).slice(1),
    );
    expect(rows).toContainEqual([
      person.name,
      person.mobile,
      code,
      client.customer.name,
      'Earned',
      25,
      25,
    ]);
  });
});

test.describe('a producer without the Template privilege', () => {
  test.use({ signedInAs: 'producer' });

  test('sees Access Denied', async ({ page }) => {
    await page.goto('/#/enduser_reward_reports');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
