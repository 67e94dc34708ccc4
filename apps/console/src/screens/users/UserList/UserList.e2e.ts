import type { Page } from '@playwright/test';
import { e2eBaseUrl, screenshotPath } from '#e2e/e2e-server';
import { filterBy } from '#e2e/customers';
import { logIn, sideMenu } from '#e2e/sessions';
import { rowAction } from '#e2e/row-actions';
import { expect, test } from '#e2e/stored-sessions';
import { choose, latestPasswordLink, setPasswordFromLink } from '#e2e/users';

/** Opens the privilege page of one user from the list and saves after `change`. */
async function grant(page: Page, login: string, change: (page: Page) => Promise<void>) {
  await page.goto('/#/user_list');
  await filterBy(page, 'Username', login);
  await page.getByRole('button', { name: `Add Privilege ${login}`, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Add Priviladge For ${login}`, level: 1 }),
  ).toBeVisible();
  await change(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Privileges saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
}

test.describe('the company admin manages a user', () => {
  test.use({ signedInAs: 'admin' });

  test('adds a user who sets a password from the mail, and whose privileges take effect on the next load', async ({
    page,
    browser,
  }) => {
    const login = `viewer${Date.now() % 1_000_000}`;
    const email = `${login}@journey.example`;
    const password = 'Viewer-pass1';

    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('link', { name: 'User Management' }).click();
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    for (const header of ['First Name', 'Last Name', 'Mobile No.', 'Username', 'Email'])
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeVisible();
    // Outside track and trace mode there is no authority dropdown, and an admin chooses no company.
    await expect(page.getByRole('button', { name: /Authority/ })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Vera');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Viewer');
    await page.getByRole('textbox', { name: 'Username' }).fill(login);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Mobile No.' }).fill('98765');
    await page.getByRole('button', { name: 'Save' }).click();
    // The form says what is missing before anything is sent.
    await expect(page.getByText('Min Length 10')).toBeVisible();
    await page.getByRole('textbox', { name: 'Mobile No.' }).fill('9876543210');
    await choose(page, 'Customers', 'Sunrise Pharma Ltd');
    await page.keyboard.press('Escape');
    await expect(
      page
        .getByRole('grid', { name: 'Selected Customers' })
        .getByRole('row', { name: 'Sunrise Pharma Ltd' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('User created. A mail with a link to set their password was sent to them.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await filterBy(page, 'Username', login);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Edit ${login}`, exact: true }) });
    for (const cell of ['Vera', 'Viewer', '9876543210', login, email])
      await expect(row.getByRole('cell', { name: cell, exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath('user-list'), fullPage: true });

    // Master > Product at View only: the module on (every child at its maximum), then Product's Add off.
    await grant(page, login, async (screen) => {
      await screen.getByRole('switch', { name: 'Master', exact: true }).click();
      await expect(
        screen.getByRole('switch', { name: 'Product Delete', exact: true }),
      ).toBeChecked();
      await screen.getByRole('switch', { name: 'Product Add', exact: true }).click();
      await expect(screen.getByRole('switch', { name: 'Product View', exact: true })).toBeChecked();
      await expect(
        screen.getByRole('switch', { name: 'Product Add', exact: true }),
      ).not.toBeChecked();
      await expect(
        screen.getByRole('switch', { name: 'Product Delete', exact: true }),
      ).not.toBeChecked();
      await screen.screenshot({ path: screenshotPath('user-privileges'), fullPage: true });
    });

    const viewer = await (
      await browser.newContext({ baseURL: e2eBaseUrl, viewport: { width: 1366, height: 768 } })
    ).newPage();
    await setPasswordFromLink(viewer, await latestPasswordLink(email), password);
    await logIn(viewer, login, password);
    await sideMenu(viewer).getByRole('button', { name: 'Master' }).click();
    await sideMenu(viewer).getByRole('link', { name: 'Product', exact: true }).click();
    await expect(viewer.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);

    await grant(page, login, async (screen) => {
      await expect(
        screen.getByRole('switch', { name: 'Product Add', exact: true }),
      ).not.toBeChecked();
      await screen.getByRole('switch', { name: 'Product Add', exact: true }).click();
    });

    await viewer.reload();
    await expect(viewer.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();
    await viewer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(viewer.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
    const code = `VW-${login}`;
    await viewer.getByRole('textbox', { name: 'Product Name' }).fill('Viewer Balm');
    await viewer.getByRole('textbox', { name: 'Product Sr No' }).fill('SR-V1');
    await viewer.getByRole('textbox', { name: 'Product Code' }).fill(code);
    await viewer
      .getByRole('textbox', { name: 'Product Description' })
      .fill('Added by a user granted Product at level 2');
    await viewer.getByRole('textbox', { name: 'Label Size' }).fill('40 x 20');
    await viewer.getByRole('textbox', { name: 'Label Specification' }).fill('Matte paper');
    const saved = viewer.waitForResponse(
      (response) =>
        response.url().endsWith('/api/products') && response.request().method() === 'POST',
    );
    await viewer.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBeLessThan(300);
    await expect(viewer.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();
    // Vera works for Sunrise Pharma only: the customer list holds that one, and offers no Add
    // (a customer she added would not be hers; the server refuses it).
    await viewer.goto('/#/customer_list');
    await expect(viewer.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
    await expect(viewer.getByRole('row', { name: /Sunrise Pharma Ltd/ })).toBeVisible();
    await expect(viewer.getByText('Page 1 of 1, 1 record')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    await viewer.close();

    // The admin's audit trail shows what happened to the user.
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible();
    await filterBy(page, 'User', login);
    const about = (action: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: login, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: action, exact: true }) });
    await expect(about('User created')).toHaveCount(1);
    await expect(about('Privileges changed')).toHaveCount(2);
    await expect(about('First password set')).toHaveCount(1);
  });

  test("the change-password dialog says the spec's three messages", async ({ page }) => {
    await page.goto('/#/user_list');
    await filterBy(page, 'Username', 'user');
    await (
      await rowAction(
        page
          .getByRole('row')
          .filter({ has: page.getByRole('button', { name: 'Edit user', exact: true }) }),
        /^Change Password user$/,
      )
    ).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog.getByRole('textbox', { name: 'Login' })).toHaveValue('user');
    await expect(dialog.getByRole('textbox', { name: 'Login' })).toHaveAttribute('readonly', '');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Password can not be empty', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Confirm Password can not be empty')).toBeVisible();
    await dialog.getByLabel('New Password').fill('Secret-one1');
    await dialog.getByLabel('Confirm Password').fill('Secret-two2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Passord and Confirm Password does not match')).toBeVisible();
    await expect(dialog.getByText('Password can not be empty', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('user-change-password'), fullPage: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
