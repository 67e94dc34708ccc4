import type { Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import { filterBy } from '#e2e/customers';
import { logIn, sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import { choose, chooseInOpenList } from '#e2e/choose';

/** The fields every user has, filled for `login`. */
async function fillPerson(page: Page, login: string) {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Pia');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Producer');
  await page.getByRole('textbox', { name: 'Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${login}@journey.example`);
  await page.getByRole('textbox', { name: 'Mobile No.' }).fill('9123456780');
}

const authorityField = (page: Page) => page.getByRole('button', { name: /Authority/ });

test('a track and trace user chooses the authority, without Admin, Super Admin and User, and one business partner', async ({
  page,
}) => {
  await logIn(page, 'partner');
  await sideMenu(page).getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeVisible();

  // Until an authority is chosen the user may need a customer: a single business partner.
  const partner = page.getByRole('combobox', { name: 'Business Partner' });
  await expect(partner).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customers' })).toHaveCount(0);
  await partner.fill('Swift');
  await expect(page.getByRole('option', { name: 'Swift Logistics Partners' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Sunrise Pharma Ltd' })).toHaveCount(0);
  await choose(page, 'Business Partner', 'Swift Logistics Partners');
  await expect(partner).toHaveValue('Swift Logistics Partners');

  await authorityField(page).click();
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option', { name: 'Producer' })).toBeVisible();
  for (const hidden of ['Company admin', 'Super admin', 'User'])
    await expect(options.getByRole('option', { name: hidden, exact: true })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('user-add-track-and-trace'), fullPage: true });
  await chooseInOpenList(page, 'Producer');
  // A producer works for no customer.
  await expect(partner).toHaveCount(0);

  const login = `ttprod${Date.now() % 1_000_000}`;
  await fillPerson(page, login);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('User created. A mail with a link to set their password was sent to them.'),
  ).toBeVisible();
  await filterBy(page, 'Username', login);
  await expect(page.getByRole('button', { name: `Edit ${login}`, exact: true })).toBeVisible();
});

test.describe('the super admin', () => {
  test.use({ signedInAs: 'superadmin' });

  test("chooses the new user's company", async ({ page }) => {
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('link', { name: 'User Management' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeVisible();
    await fillPerson(page, `sa${Date.now() % 1_000_000}`);
    await page.getByRole('button', { name: 'Save' }).click();
    // The company is required of a super admin, and nothing is saved without it.
    const company = page.getByRole('combobox', { name: 'Company' });
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeVisible();

    await choose(page, 'Company', 'Demo Labels Ltd');
    await expect(company).toHaveValue('Demo Labels Ltd');
    // No call lists another company's customers to a super admin: the form says who adds such a user.
    const note = page.getByText("Users need customers, which their company's admin assigns");
    await expect(authorityField(page)).toContainText('User');
    await expect(note).toBeVisible();
    await authorityField(page).click();
    // A company's admin works on every customer of it: none are asked for.
    await chooseInOpenList(page, 'Company admin');
    await expect(note).toHaveCount(0);
    const login = `saadmin${Date.now() % 1_000_000}`;
    await page.getByRole('textbox', { name: 'Username' }).fill(login);
    await page.getByRole('textbox', { name: 'Email' }).fill(`${login}@journey.example`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('User created. A mail with a link to set their password was sent to them.'),
    ).toBeVisible();
    await filterBy(page, 'Username', login);
    await page.getByRole('button', { name: `Edit ${login}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit User', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('Demo Labels Ltd');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Activated' })).toBeChecked();
  });
});
