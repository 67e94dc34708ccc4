import { fixturePath } from '#e2e/e2e-server';
import { expect, test } from '#e2e/stored-sessions';

test.use({ signedInAs: 'admin' });

const rosette = fixturePath('rosette.png');

test('the company admin uploads a logo, which the top bar then shows', async ({ page }) => {
  await page.goto('/#/dashboard');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Company settings (logo)' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('at most 5 MB')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(rosette);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('img', { name: 'Demo Labels Ltd logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current company logo' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
