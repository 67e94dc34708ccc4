import { expect, test } from '@playwright/test';

test('the error pages show their titles', async ({ page }) => {
  await page.goto('/#/error');
  await expect(page.getByRole('heading', { name: 'Exception Occured', level: 1 })).toBeVisible();
  await expect(page.getByText('Please contact your administrator.')).toBeVisible();
  await page.goto('/#/access');
  await expect(page.getByRole('heading', { name: 'Access Denied', level: 1 })).toBeVisible();
  await page.goto('/#/notfound');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
});
