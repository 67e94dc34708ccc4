import type { Page } from '@playwright/test';
import { e2eBaseUrl, screenshotPath } from '#e2e/e2e-server';
import { filterBy } from '#e2e/customers';
import { rowAction } from '#e2e/row-actions';
import { expect, test } from '#e2e/stored-sessions';
import {
  addUserByApi,
  latestPasswordLink,
  loggedPasswordLinks,
  setFirstPasswordByApi,
  tokenOf,
} from '#e2e/users';

/** Types a date into the expiry picker's segments (month, day, year). */
async function typeExpiry(page: Page, month: string, day: string, year: string) {
  await page.getByRole('spinbutton', { name: /^month, Account Expiry Date/ }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

test.describe('the company admin edits and deletes a user', () => {
  test.use({ signedInAs: 'admin' });

  test('refuses an expiry before today, deactivates the user (who can no longer log in) and deletes them', async ({
    page,
    browser,
  }) => {
    const login = `edna${Date.now() % 1_000_000}`;
    const email = `${login}@journey.example`;
    await page.goto('/#/dashboard');
    await addUserByApi(
      e2eBaseUrl,
      (await tokenOf(page))!,
      { firstName: 'Edna', lastName: 'Edited', login, email, mobileNo: '9456781230' },
      'sunrise',
    );
    await setFirstPasswordByApi(e2eBaseUrl, await latestPasswordLink(email), 'Edna-pass1');

    // Without an id in navigation state the edit screen returns to the list.
    await page.goto('/#/user_edit');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await filterBy(page, 'Username', login);
    await page.getByRole('button', { name: `Edit ${login}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit User', level: 1 })).toBeVisible();
    // A new link, when the first was lost or has expired: the mail goes out again.
    const linksBefore = loggedPasswordLinks(email).length;
    await page
      .getByRole('region', { name: 'Password link' })
      .getByRole('button', { name: 'Send Password Link' })
      .click();
    await expect(page.getByText(`A link to set the password was sent to ${email}`)).toBeVisible();
    await expect
      .poll(() => loggedPasswordLinks(email).length, { timeout: 20_000 })
      .toBe(linksBefore + 1);

    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(login);
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeDisabled();
    await expect(
      page
        .getByRole('grid', { name: 'Selected Customers' })
        .getByRole('row', { name: 'Sunrise Pharma Ltd' }),
    ).toBeVisible();

    await typeExpiry(page, '01', '15', '2011');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Date can not be before today')).toBeVisible();
    await page.screenshot({ path: screenshotPath('user-edit-expiry-refused'), fullPage: true });
    await expect(page.getByRole('heading', { name: 'Edit User', level: 1 })).toBeVisible();
    await typeExpiry(page, '12', '31', '2069');
    await expect(page.getByText('Date can not be before today')).toHaveCount(0);

    const activated = page.getByRole('switch', { name: 'Activated' });
    await expect(activated).toBeChecked();
    await activated.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();

    const edna = await browser.newPage({ baseURL: e2eBaseUrl });
    await edna.goto('/#/login');
    await edna.getByRole('textbox', { name: 'Username' }).fill(login);
    await edna.getByLabel('Password').fill('Edna-pass1');
    await edna.getByRole('button', { name: 'Login' }).click();
    await expect(
      edna.getByText('Your account is deactivated; contact your administrator'),
    ).toBeVisible();
    await edna.close();

    await filterBy(page, 'Username', login);
    await page.getByRole('button', { name: `Edit ${login}`, exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Activated' })).not.toBeChecked();
    await expect(page.getByRole('group', { name: 'Account Expiry Date' })).toContainText('2069');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await filterBy(page, 'Username', login);
    await (
      await rowAction(
        page
          .getByRole('row')
          .filter({ has: page.getByRole('button', { name: `Edit ${login}`, exact: true }) }),
        new RegExp(`^Delete ${login}$`),
      )
    ).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`${login}: Deleted successfully`)).toBeVisible();
    await filterBy(page, 'Username', login);
    await expect(page.getByRole('button', { name: `Edit ${login}`, exact: true })).toHaveCount(0);
  });
});
