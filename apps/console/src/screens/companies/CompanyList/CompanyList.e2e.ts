import { screenshotPath } from '#e2e/e2e-server';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

test.use({ signedInAs: 'superadmin' });

test('a super admin creates, renames and deletes a company, and is told what is wrong with a bad name', async ({
  page,
}) => {
  await page.goto('/#/dashboard');
  await sideMenu(page).getByRole('button', { name: 'Company Master' }).click();
  await sideMenu(page).getByRole('link', { name: 'Company' }).click();
  await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Global Search' }).fill('Demo Labels');
  await expect(page.getByRole('cell', { name: 'Demo Labels Ltd', exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('companies-list'), fullPage: true });

  await page.getByRole('button', { name: 'Add' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.click();
  await name.blur();
  await expect(name).toHaveAccessibleDescription('This field is required');
  await name.fill('x'.repeat(101));
  await name.blur();
  await expect(name).toHaveAccessibleDescription('Value must be less than 100');
  await name.fill('Northwind Labels');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Global Search' }).fill('Northwind');
  const row = page.getByRole('row', { name: /Northwind Labels/ });
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Company', level: 1 })).toBeVisible();
  await expect(name).toHaveValue('Northwind Labels');
  await name.fill('Northwind Secure Labels');
  await page.getByRole('button', { name: 'Save' }).click();

  await page.getByRole('searchbox', { name: 'Global Search' }).fill('Northwind');
  const renamed = page.getByRole('row', { name: /Northwind Secure Labels/ });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('row', { name: /Northwind/ })).toHaveCount(0);
});

test('the edit screen without a company id returns to the list', async ({ page }) => {
  await page.goto('/#/company_edit');
  await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
});
