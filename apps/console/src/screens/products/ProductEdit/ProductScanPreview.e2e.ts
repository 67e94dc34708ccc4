import { expect, test } from '#e2e/stored-sessions';

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test("sees a product's unsaved French authentication text in the scan page preview in Français, and the saved product unchanged (decision 0473)", async ({
    page,
  }) => {
    await page.goto('/#/product_list');
    await page.getByRole('textbox', { name: 'Code contains' }).fill('SUN-100');
    await page
      .getByRole('row', { name: /^SUN-100 SUN Standard Pack/ })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Product', level: 1 })).toBeVisible();
    const preview = page.getByRole('region', { name: 'Scan page preview' });
    await expect(preview.getByTitle('Scan page preview in English')).toBeVisible();

    // The demo product has a French text of its own: the draft replaces it.
    const messages = page.getByRole('region', { name: 'Messages in other languages' });
    await messages.getByRole('tab', { name: 'Français' }).click();
    const french = messages.getByRole('textbox', { name: 'Authentication text in Français' });
    await french.fill('Vérifiez le sceau');
    await preview.getByRole('button', { name: /Preview language/ }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    const frame = preview.getByTitle('Scan page preview in Français').contentFrame();
    await expect(frame.getByRole('complementary', { name: 'Aperçu' })).toBeVisible();
    await expect(
      frame.getByRole('heading', { name: 'Produit authentique', level: 1 }),
    ).toBeVisible();
    await expect(frame.getByText('Vérifiez le sceau')).toBeVisible();

    // Nothing was saved: leaving and coming back shows the stored text.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('textbox', { name: 'Code contains' }).fill('SUN-100');
    await page
      .getByRole('row', { name: /^SUN-100 SUN Standard Pack/ })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await messages.getByRole('tab', { name: 'Français' }).click();
    await expect(french).not.toHaveValue('Vérifiez le sceau');
  });
});
