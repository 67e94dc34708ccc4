import { expect, test } from '#e2e/stored-sessions';

test.use({ signedInAs: 'user' });

test('the dashboard and the profile show who is signed in', async ({ page }) => {
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Uma User' })).toBeVisible();
  // ROLE_USER has the scan dashboard, not the counts (spec 000 section 2.6).
  await expect(
    page.getByRole('heading', { name: 'Real Time Product Scan Dashboard' }),
  ).toBeVisible();
  await expect(page.getByText('User · Demo Labels Ltd')).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  // The profile is a form: the email is the Email field's value.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(
    'user@demo-labels.example',
  );
  await expect(page.getByRole('link', { name: 'Company settings (logo)' })).toHaveCount(0);
});
