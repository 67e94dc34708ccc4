import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';
import { filterBy } from '#e2e/customers';

const details = (page: Page) => page.getByRole('tabpanel', { name: 'Customer Details' });
const messages = (page: Page) =>
  details(page).getByRole('region', { name: 'Messages in other languages' });

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('gives a customer its message on scan in German, sees it kept on edit, and clears it (decision 0469)', async ({
    page,
  }) => {
    await page.goto('/#/customer_list');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await details(page).getByRole('textbox', { name: 'Company Name' }).fill('Sprachen GmbH');
    await details(page).getByRole('textbox', { name: 'Company Code' }).fill('SPR-1');
    await details(page)
      .getByRole('textbox', { name: 'Message on Qr Code Scanning' })
      .fill('Genuine Sprachen product');
    await messages(page).getByRole('tab', { name: 'Deutsch' }).click();
    await messages(page)
      .getByRole('textbox', { name: 'Scan message in Deutsch' })
      .fill('Echtes Sprachen-Produkt');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
    await filterBy(page, 'Company Name', 'sprachen');
    const edit = () =>
      page.getByRole('row', { name: /Sprachen GmbH/ }).getByRole('button', { name: /^Edit/ });
    await edit().click();
    await expect(page.getByRole('heading', { name: 'Edit Customer', level: 1 })).toBeVisible();
    await messages(page).getByRole('tab', { name: 'Deutsch' }).click();
    const german = messages(page).getByRole('textbox', { name: 'Scan message in Deutsch' });
    await expect(german).toHaveValue('Echtes Sprachen-Produkt');

    // Cleared in the form, it is removed: every language is sent, blanks too.
    await german.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
    await filterBy(page, 'Company Name', 'sprachen');
    await edit().click();
    await messages(page).getByRole('tab', { name: 'Deutsch' }).click();
    await expect(
      messages(page).getByRole('textbox', { name: 'Scan message in Deutsch' }),
    ).toHaveValue('');
  });
});
