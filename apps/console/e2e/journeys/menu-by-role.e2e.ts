import type { Page } from '@playwright/test';
import { screenshotPath } from '../e2e-server';
import { sideMenu } from '../sessions';
import { expect, test } from '../stored-sessions';

/** The top-level entries and groups of the side menu, as a person reads them. */
async function menuEntries(page: Page): Promise<string[]> {
  await page.goto('/#/dashboard');
  // The menu is drawn once the account and its privileges have loaded, with the dashboard.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = sideMenu(page);
  const collapsed = menu.getByRole('button', { expanded: false });
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
}

test.describe('as the demo ROLE_USER', () => {
  test.use({ signedInAs: 'user' });
  test('a ROLE_USER sees only the entries its privileges allow', async ({ page }) => {
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['Guilloche Images']));
    for (const hidden of [
      'Plant',
      'Vendor',
      'Packaging',
      'Label Production',
      'Add Template',
      'Smart Bin',
      'User Management',
      'Company',
    ]) {
      expect(entries).not.toContain(hidden);
    }
    await page.screenshot({ path: screenshotPath('menu-role-user'), fullPage: true });
  });
});

test.describe('as the demo producer', () => {
  test.use({ signedInAs: 'producer' });
  test('a producer sees no Smart Bin', async ({ page }) => {
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['Guilloche Images']));
    expect(entries).not.toContain('Smart Bin');
    expect(entries).not.toContain('User Management');
  });
});

test.describe('as the demo company admin', () => {
  test.use({ signedInAs: 'admin' });
  test('the company admin sees the company screens that exist, but no Company Master', async ({
    page,
  }) => {
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['Vendor', 'Guilloche Images']));
    expect(entries).not.toContain('Company');
    await page.screenshot({ path: screenshotPath('menu-company-admin'), fullPage: true });
  });
});
