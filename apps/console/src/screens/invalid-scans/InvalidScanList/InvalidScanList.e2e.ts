import { screenshotPath } from '#e2e/e2e-server';
import { reportedInvalidScan } from '#e2e/invalid-scans';
import { apiOf } from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('finds a reported scan by Contains with its client, and goes on to the report form', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const reporter = {
      name: `Ravi ${Date.now().toString(36)}`,
      email: 'ravi@example.com',
      mobile: '9876501234',
    };
    const { client, code } = await reportedInvalidScan(page, await apiOf(page), reporter);

    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await sideMenu(page).getByRole('button', { name: 'Template' }).click();
    await sideMenu(page).getByRole('link', { name: 'Invalid Scan' }).click();
    await expect(page.getByRole('heading', { name: 'Invalid Scan', level: 1 })).toBeVisible();
    for (const header of ['Name', 'Email', 'Mobile', 'Code', 'Client'])
      await expect(
        page.getByRole('columnheader', { name: new RegExp(`^${header}`) }),
      ).toBeVisible();

    await page.getByRole('textbox', { name: 'Name contains' }).fill(reporter.name);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row.getByRole('cell', { name: reporter.email, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: reporter.mobile, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: client.customer.name, exact: true })).toBeVisible();
    // The filter leaves this one report only.
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1 record');
    await page.screenshot({ path: screenshotPath('invalid-scan-list'), fullPage: true });

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page).toHaveURL(/#\/download\/invalid-scan-report$/);
    await expect(
      page.getByRole('heading', { name: 'Invalid Scan Report', level: 1 }),
    ).toBeVisible();
  });
});

test.describe('a ROLE_USER without the Invalid Scan privilege', () => {
  test.use({ signedInAs: 'user' });

  test('has no Invalid Scan entry and sees Access Denied by URL', async ({ page }) => {
    await page.goto('/#/invalid_scan_list');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Invalid Scan' })).toHaveCount(0);
  });
});
