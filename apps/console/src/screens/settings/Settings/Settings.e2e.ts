import { expect, test } from '@playwright/test';
import { fixturePath } from '#e2e/e2e-server';
import { logIn } from '#e2e/sessions';

const rosette = fixturePath('rosette.png');

test('the company admin uploads a logo, which the top bar then shows', async ({ page }) => {
  await logIn(page, 'admin');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Company settings (logo)' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('at most 5,000,000 bytes')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(rosette);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('img', { name: 'Demo Labels Ltd logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current company logo' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
