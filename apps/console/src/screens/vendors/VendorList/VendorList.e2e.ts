import { rowAction } from '#e2e/row-actions';
import { screenshotPath } from '#e2e/e2e-server';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';

const person = (page: Page, n: number) => page.getByRole('group', { name: `Contact Person ${n}` });

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('adds a vendor with two contact persons, finds, edits, views and deletes it', async ({
    page,
  }) => {
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Master' }).click();
    await sideMenu(page).getByRole('link', { name: 'Vendor' }).click();
    await expect(page.getByRole('heading', { name: 'Vendor', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Apex Inks Pvt Ltd', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Vendor', level: 1 })).toBeVisible();
    // Every tab of the form stays mounted: fields are found within their tab.
    const name = page
      .getByRole('tabpanel', { name: 'Vendor' })
      .getByRole('textbox', { name: 'Name' });
    await name.click();
    await name.blur();
    await expect(name).toHaveAccessibleDescription('This field is required');
    await name.fill('n'.repeat(101));
    await name.blur();
    await expect(name).toHaveAccessibleDescription('Value must be less than 100');
    await name.fill('Zenith Foils');
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill('a'.repeat(251));
    await address.blur();
    await expect(address).toHaveAccessibleDescription('Value must be less than 250');
    await address.fill('9 Harbour Lane, Chennai');

    await page.getByRole('tab', { name: 'Contact Person' }).click();
    await page.getByRole('button', { name: 'Add Contact Person' }).click();
    await page.getByRole('button', { name: 'Add Contact Person' }).click();
    const email = person(page, 1).getByRole('textbox', { name: 'Email' });
    await email.click();
    await email.blur();
    await expect(email).toHaveAccessibleDescription('This field is required');
    const mobile = person(page, 1).getByRole('textbox', { name: 'Mobile' });
    await mobile.fill('98x');
    await mobile.blur();
    await expect(mobile).toHaveAccessibleDescription('Value must be a number');
    await person(page, 1).getByRole('textbox', { name: 'Name' }).fill('Kiran Rao');
    await person(page, 1).getByRole('textbox', { name: 'Designation' }).fill('Sales');
    await email.fill('kiran@zenith.example');
    await mobile.fill('9811122233');
    await person(page, 2).getByRole('textbox', { name: 'Name' }).fill('Lena Das');
    await person(page, 2).getByRole('textbox', { name: 'Email' }).fill('lena@zenith.example');
    await page.screenshot({ path: screenshotPath('vendor-add'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Vendor', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name contains' }).fill('zenith');
    const row = page.getByRole('row', { name: /Zenith Foils/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row', { name: /Apex Inks/ })).toHaveCount(0);

    await row.getByRole('button', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Vendor', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Vendor Code' })).toHaveValue(/^\d+$/);
    await expect(page.getByRole('textbox', { name: 'Vendor Code' })).toHaveAttribute(
      'readonly',
      '',
    );
    await expect(name).toHaveValue('Zenith Foils');
    await page.getByRole('tab', { name: 'Contact Person' }).click();
    // A saved contact person is deleted on the server at once, before any Save.
    const deleted = page.waitForResponse(
      (response) =>
        /\/api\/contect-people\/\d+$/.test(response.url()) &&
        response.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Remove Contact Person 2' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(person(page, 2)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('textbox', { name: 'Name contains' }).fill('zenith');
    await page
      .getByRole('row', { name: /Zenith Foils/ })
      .getByRole('button', { name: /^View/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Vendor Details', level: 1 })).toBeVisible();
    await expect(page.getByText('9 Harbour Lane, Chennai')).toBeVisible();
    await page.getByRole('tab', { name: 'Contact Person' }).click();
    const contacts = page.getByRole('table', { name: 'Contact Person' });
    await expect(contacts.getByRole('cell', { name: 'Kiran Rao' })).toBeVisible();
    await expect(contacts.getByRole('cell', { name: 'Lena Das' })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('vendor-view'), fullPage: true });
    await page.getByRole('button', { name: 'Back', exact: true }).click();

    await page.getByRole('textbox', { name: 'Name contains' }).fill('zenith');
    await (await rowAction(page.getByRole('row', { name: /Zenith Foils/ }), /^Delete/)).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('textbox', { name: 'Name contains' }).fill('zenith');
    await expect(page.getByRole('row', { name: /Zenith Foils/ })).toHaveCount(0);
  });

  test('the edit screen without a vendor id returns to the list', async ({ page }) => {
    await page.goto('/#/vendor_edit');
    await expect(page.getByRole('heading', { name: 'Vendor', level: 1 })).toBeVisible();
  });
});

test.describe('a ROLE_USER without the Vendor privilege', () => {
  test.use({ signedInAs: 'user' });
  test('has no Vendor menu entry and gets Access Denied on /vendor_list', async ({ page }) => {
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Master' }).click();
    await expect(sideMenu(page).getByRole('link', { name: 'Guilloche Images' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Vendor' })).toHaveCount(0);
    await page.goto('/#/vendor_list');
    await expect(page).toHaveURL(/#\/access$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
