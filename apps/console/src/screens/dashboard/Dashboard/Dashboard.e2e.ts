import { expect, test } from '#e2e/stored-sessions';

test.use({ signedInAs: 'user' });

test('the dashboard and the profile show who is signed in', async ({ page }) => {
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Uma User' })).toBeVisible();
  await expect(page.getByText('Demo Labels Ltd')).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByText('user@demo-labels.example')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Company settings (logo)' })).toHaveCount(0);
});
