import { demoPassword } from '../e2e-server';
import { sideMenu } from '../sessions';
import { expect, test } from '../stored-sessions';

test.describe('as the super admin', () => {
  test.use({ signedInAs: 'superadmin' });

  test('a breadcrumb part without a destination is plain text; the menu keeps the section open and marked on add and edit', async ({
    page,
  }) => {
    await page.goto('/#/company_list');
    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect(crumbs.getByText('Company Master')).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Company Master' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('heading', { name: 'Add Company', level: 1 })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Company' })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Company Master' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sideMenu(page).getByRole('link', { name: 'Company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle('Add Company · Veritag');
  });
});

for (const login of ['admin', 'user', 'producer', 'superadmin'] as const) {
  test.describe(`as ${login}`, () => {
    test.use({ signedInAs: login });
    test('every menu entry opens a screen, never "Page Not Found" or "Access Denied"', async ({
      page,
    }) => {
      await page.goto('/#/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      const menu = sideMenu(page);
      const collapsed = menu.getByRole('button', { expanded: false });
      while ((await collapsed.count()) > 0) await collapsed.first().click();
      const routes = await menu
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        await page.goto(`/${route}`);
        // Add Template opens as a dialog over its list: the modal hides the page's heading.
        await expect(
          page
            .getByRole('heading', { level: 1 })
            .or(page.getByRole('dialog').getByRole('heading', { level: 2 }))
            .first(),
        ).toBeVisible();
        await expect(
          page.getByRole('heading', { name: /Page Not Found|Access Denied/ }),
        ).toHaveCount(0);
      }
    });
  });
}

test('after the session ends on a screen, logging in again returns to that screen', async ({
  page,
}) => {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('user');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/#/guilloche_images_list');
  await expect(page.getByRole('heading', { name: 'Guilloche Images', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Guilloche Images · Veritag');

  // The token expires: the next screen sends the user to the login.
  await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
  await page.goto('/#/guilloche_images_add');
  await expect(page.getByText('You need to login first!')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill('user');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Add Guilloche Image', level: 1 })).toBeVisible();
});
