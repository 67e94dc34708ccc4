import { rowAction } from '../row-actions';
import { demoPassword, latestLoggedCode, loggedCodeCount } from '../e2e-server';
import { rosetteFile } from '../fixtures/files';
import { expect, test } from '../stored-sessions';

const toastsIn = (page: import('@playwright/test').Page) =>
  page.locator('[data-slot=toast-region]');

test.describe('as the demo ROLE_USER', () => {
  test.use({ signedInAs: 'user' });

  test('a save says "Changes saved successfully" and the toast closes by itself', async ({
    page,
  }) => {
    await page.goto('/#/guilloche_images_add');
    await page.getByRole('textbox', { name: 'Color' }).fill('Toast Teal');
    await page.locator('input[type=file]').setInputFiles(rosetteFile);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Guilloche Images', level: 1 })).toBeVisible();
    const saved = toastsIn(page).getByText('Changes saved successfully');
    await expect(saved).toBeVisible();
    await expect(saved).toHaveCount(0, { timeout: 9_000 });
  });

  test('a delete says so; the same refusal twice shows one toast, and it does not follow the user to the next screen', async ({
    page,
  }) => {
    await page.goto('/#/guilloche_images_list');
    const row = page.getByRole('row', { name: /Toast Teal/ });
    await (await rowAction(row, /^Delete /)).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toastsIn(page).getByText(/Deleted successfully/)).toBeVisible();
    await expect(page.getByRole('row', { name: /Toast Teal/ })).toHaveCount(0);

    // A colour longer than the server allows, twice: one error toast, not two.
    await page.goto('/#/guilloche_images_add');
    const tooLong = 'x'.repeat(100);
    await page.getByRole('textbox', { name: 'Color' }).fill(tooLong);
    await page.route('**/api/guilloche-images', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'That colour is taken', status: 409 }),
      }),
    );
    await page.locator('input[type=file]').setInputFiles(rosetteFile);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastsIn(page).getByText('That colour is taken')).toHaveCount(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(500);
    await expect(toastsIn(page).getByText('That colour is taken')).toHaveCount(1);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Guilloche Images', level: 1 })).toBeVisible();
    await expect(toastsIn(page).getByText('That colour is taken')).toHaveCount(0);
  });
});

test('a wrong one-time code, then the right one: the dashboard does not show "The code is not correct"', async ({
  page,
}) => {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  const codesBefore = loggedCodeCount();
  await page
    .getByRole('group', { name: /Where should we send it/ })
    .getByRole('button', { name: /^Email / })
    .click();
  const code = await latestLoggedCode(codesBefore);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'OTP' }).fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  const refusal = toastsIn(page).getByText(/not correct/i);
  await expect(refusal).toHaveCount(1);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForTimeout(500);
  await expect(refusal).toHaveCount(1);
  await page.getByRole('textbox', { name: 'OTP' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(refusal).toHaveCount(0);
});
