import { sideMenu, logIn } from '../sessions';
import { expect, test } from '../stored-sessions';

test.describe('as the demo ROLE_USER', () => {
  test.use({ signedInAs: 'user' });

  test('Access Denied shows inside the frame, menu and all, like Not Found', async ({ page }) => {
    // The company list is the super admin's: a ROLE_USER's session is refused it.
    await page.goto('/#/company_list');
    await expect(page.getByRole('heading', { name: 'Access Denied', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/#\/access$/);
    await expect(sideMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page).toHaveTitle('Access Denied · Veritag');

    await page.goto('/#/no_such_screen');
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
  });

  test('while the account loads, a centred status says so', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/account', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/#/dashboard');
    const status = page.getByRole('status', { name: 'Loading your account' });
    await expect(status).toBeVisible();
    await expect(status.getByText('Loading your account')).toBeVisible();
    // Centred in the window, not a dot in its corner.
    const box = (await status.getByRole('progressbar').boundingBox())!;
    const window = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - window.width / 2)).toBeLessThan(24);
    expect(Math.abs(box.y + box.height / 2 - window.height / 2)).toBeLessThan(window.height / 4);
    release();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(status).toHaveCount(0);
  });
});

test('the one-time code\'s "Otp send successfully" leaves with the login, not over the dashboard', async ({
  page,
}) => {
  await logIn(page, 'admin');
  // logIn saw the toast and typed the code at once: without the sign-in closing it, it would
  // still have seconds to run over the dashboard.
  await expect(
    page.locator('[data-slot=toast-region]').getByText('Otp send successfully'),
  ).toHaveCount(0, { timeout: 1_000 });
});
