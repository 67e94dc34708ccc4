import { logIn, sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import { filterBy } from '#e2e/customers';
import { openRowMenu } from '#e2e/row-actions';

// The demo 'partner' user holds Track & Trace at its maximum: track and trace mode.
test('a track and trace user works on business partners with their wording and type', async ({
  page,
}) => {
  await logIn(page, 'partner');
  await sideMenu(page).getByRole('button', { name: 'Track and Trace' }).click();
  await sideMenu(page).getByRole('link', { name: 'Business Partner' }).click();
  await expect(page.getByRole('heading', { name: 'Business Partner', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Swift Logistics Partners', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sunrise Pharma Ltd' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Sample Excel' })).toHaveCount(0);
  const swift = page.getByRole('row', { name: /Swift Logistics/ });
  for (const action of ['View', 'Edit'])
    await expect(swift.getByRole('button', { name: new RegExp(`^${action}`) })).toBeVisible();
  const more = await openRowMenu(swift);
  for (const action of ['Upload Products', 'Delete'])
    await expect(more.getByRole('menuitem', { name: new RegExp(`^${action}`) })).toBeEnabled();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Business Partner', level: 1 })).toBeVisible();
  const details = page.getByRole('tabpanel', { name: 'Business Partner Details' });
  await details.getByRole('textbox', { name: 'Company Name' }).fill('Relay Freight Partners');
  await details.getByRole('textbox', { name: 'Company Code' }).fill('BP-RELAY');
  // No message on scan is needed for a business partner.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Business Partner', level: 1 })).toBeVisible();
  await filterBy(page, 'Company Name', 'relay');
  await expect(page.getByRole('row', { name: /Relay Freight Partners/ })).toBeVisible();

  await page
    .getByRole('row', { name: /Relay Freight/ })
    .getByRole('button', { name: /^Edit/ })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Edit Business Partner', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Business Partner', level: 1 })).toBeVisible();
});
