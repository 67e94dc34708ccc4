import { expect, test } from '#e2e/stored-sessions';

// A link typed or pasted without the '#' (an old bookmark, a mail) still opens its screen.
test.use({ viewport: { width: 1366, height: 768 } });

test('a signed-out visit to /company_list opens its hash route, and the guard sends it to the login', async ({
  page,
}) => {
  await page.goto('/company_list?from=mail');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('You need to login first!')).toBeVisible();
  // The query stays in the search part, where the console's own navigation keeps it.
  await expect(page).toHaveURL(/\/\?from=mail#\/login$/);
});

test("/login opens the login page, not the server's JSON", async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/#\/login$/);
  await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'admin' });

  test('/dashboard opens the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/#\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});

test('a missing asset and an unknown API path still answer 404', async ({ request }) => {
  const asset = await request.get('/missing.js');
  expect(asset.status()).toBe(404);
  expect(await asset.text()).not.toContain('<div id="root">');
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/problem+json');
});
