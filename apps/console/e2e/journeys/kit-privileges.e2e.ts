import { expect, test } from '../stored-sessions';

test.describe('a producer holding Guilloche Image at level 1', () => {
  test.use({ signedInAs: 'producer' });
  test('sees the images but no Add, Edit or Delete, and /guilloche_images_add shows Access Denied', async ({
    page,
  }) => {
    await page.goto('/#/guilloche_images_list');
    await expect(page.getByRole('heading', { name: 'Guilloche Images', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /Blue|Green|Red/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    await page.goto('/#/guilloche_images_add');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Color' })).toHaveCount(0);
  });
});

test.describe('a ROLE_USER holding Guilloche Image at level 3', () => {
  test.use({ signedInAs: 'user' });
  test('sees Add, Edit and Delete, and /company_list shows Access Denied', async ({ page }) => {
    await page.goto('/#/guilloche_images_list');
    await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
    await page.goto('/#/company_list');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});

test.describe('the super admin', () => {
  test.use({ signedInAs: 'superadmin' });
  for (const path of ['/guilloche_images_list', '/settings']) {
    test(`opening ${path} by URL shows Access Denied, not a screen that fails after loading`, async ({
      page,
    }) => {
      const failures: string[] = [];
      page.on('response', (response) => response.status() === 403 && failures.push(response.url()));
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      expect(failures).toEqual([]);
      await expect(page.getByText('Error Message')).toHaveCount(0);
    });
  }
});
