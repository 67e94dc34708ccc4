import { expect, test } from '@playwright/test';
import { screenshotPath } from '../e2e-server';
import { logIn, sideMenu } from '../sessions';

/** The top-level entries and groups of the side menu, as a person reads them. */
async function menuEntries(page: import('@playwright/test').Page): Promise<string[]> {
  const menu = sideMenu(page);
  const collapsed = menu.getByRole('button', { expanded: false });
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
}

test('a ROLE_USER sees only the entries its privileges allow', async ({ page }) => {
  await logIn(page, 'user');
  const entries = await menuEntries(page);
  expect(entries).toEqual(expect.arrayContaining(['Customer', 'Product', 'Guilloche Images', 'Print Data']));
  for (const hidden of ['Plant', 'Vendor', 'Packaging', 'Label Production', 'Add Template', 'Smart Bin', 'User Management', 'Company']) {
    expect(entries).not.toContain(hidden);
  }
  await page.screenshot({ path: screenshotPath('menu-role-user'), fullPage: true });
});

test('a producer sees no Smart Bin', async ({ page }) => {
  await logIn(page, 'producer');
  const entries = await menuEntries(page);
  expect(entries).toEqual(expect.arrayContaining(['Product', 'Guilloche Images']));
  expect(entries).not.toContain('Smart Bin');
  expect(entries).not.toContain('User Management');
});

test('the company admin sees every group and Smart Bin, but no Company Master', async ({ page }) => {
  await logIn(page, 'admin');
  const entries = await menuEntries(page);
  expect(entries).toEqual(expect.arrayContaining(['User Management', 'Customer', 'Guilloche Images', 'Smart Bin', 'Inventory']));
  expect(entries).not.toContain('Company');
  await page.screenshot({ path: screenshotPath('menu-company-admin'), fullPage: true });
});
