import { readFile } from 'node:fs/promises';
import { registeredEndUser } from '#e2e/end-users';
import { fixturePath, screenshotPath } from '#e2e/e2e-server';
import { apiOf, downloadBy } from '#e2e/print-runs';
import { expect, test } from '#e2e/stored-sessions';

test.describe('the company admin on the Report of End Users', () => {
  test.use({ signedInAs: 'admin' });

  test('sees the person who registered a product, with the client', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const person = {
      name: 'Nisha Report',
      email: 'nisha@example.com',
      mobile: `97${String(Date.now()).slice(-8)}`,
    };
    const { client, code } = await registeredEndUser(browser, await apiOf(page), person);

    const asked = page.waitForRequest((request) => request.url().includes('/api/endUsers'));
    await page.goto('/#/report');
    expect(new URL((await asked).url()).searchParams.get('sort')).toBe('createdDate,desc');
    await expect(page.getByRole('heading', { name: 'Report', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Report' });
    const row = table.getByRole('row').filter({ hasText: person.name });
    await expect(row).toHaveCount(1);
    for (const text of [person.email, person.mobile, code, client.customer.name])
      await expect(row).toContainText(text);
    // No invoice was uploaded: the row has nothing to download.
    await expect(row.getByRole('button', { name: 'Download' })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('end-user-report'), fullPage: true });
  });

  test('downloads the invoice a person uploaded with their registration', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const person = {
      name: 'Farah Invoice',
      email: 'farah@example.com',
      mobile: `95${String(Date.now()).slice(-8)}`,
    };
    await registeredEndUser(browser, await apiOf(page), person, { invoice: true });
    await page.goto('/#/report');
    const row = page
      .getByRole('table', { name: 'Report' })
      .getByRole('row')
      .filter({ hasText: person.name });
    const file = await downloadBy(page, () =>
      row.getByRole('button', { name: 'Download' }).click(),
    );
    expect(await readFile(await file.path())).toEqual(await readFile(fixturePath('rosette.png')));
  });
});

test.describe('a producer without the Template privilege', () => {
  test.use({ signedInAs: 'producer' });

  test('sees Access Denied', async ({ page }) => {
    await page.goto('/#/report');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
