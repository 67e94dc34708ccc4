import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';
import { addCustomersByApi, filterBy } from '#e2e/customers';
import { layoutProblems } from '#e2e/phone-layout';

const details = (page: Page) => page.getByRole('tabpanel', { name: 'Customer Details' });
const messages = (page: Page) =>
  details(page).getByRole('region', { name: 'Messages in other languages' });
const preview = (page: Page) => details(page).getByRole('region', { name: 'Scan page preview' });

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('types a German message and sees it, with the German platform words, in the scan page preview in Deutsch (decision 0473)', async ({
    page,
  }) => {
    await page.goto('/#/customer_list');
    await addCustomersByApi(page, ['Vorschau GmbH']);
    await page.reload();
    await filterBy(page, 'Company Name', 'vorschau');
    await page
      .getByRole('row', { name: /Vorschau GmbH/ })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Customer', level: 1 })).toBeVisible();
    // On a phone, where the form must stay usable beside its preview.
    await page.setViewportSize({ width: 390, height: 844 });

    await messages(page).getByRole('tab', { name: 'Deutsch' }).click();
    await messages(page)
      .getByRole('textbox', { name: 'Scan message in Deutsch' })
      .fill('Willkommen bei Vorschau, Ihr Produkt ist echt');
    await preview(page)
      .getByRole('button', { name: /Preview language/ })
      .click();
    await page.getByRole('option', { name: 'Deutsch' }).click();

    const frame = preview(page).getByTitle('Scan page preview in Deutsch').contentFrame();
    await expect(frame.getByRole('complementary', { name: 'Vorschau' })).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Echtes Produkt', level: 1 })).toBeVisible();
    await expect(frame.getByText('Willkommen bei Vorschau, Ihr Produkt ist echt')).toBeVisible();
    await expect(frame.getByRole('navigation', { name: 'Sprache' })).toBeVisible();

    // Still typing: the preview follows the text once the typing pauses.
    await messages(page)
      .getByRole('textbox', { name: 'Scan message in Deutsch' })
      .fill('Danke für Ihren Kauf');
    await expect(frame.getByText('Danke für Ihren Kauf')).toBeVisible();

    await preview(page).scrollIntoViewIfNeeded();
    expect(await layoutProblems(page, 'customer-scan-preview')).toEqual([]);
  });
});
