import { openRowMenu } from '#e2e/row-actions';
import { fixturePath, screenshotPath } from '#e2e/e2e-server';
import { choose } from '#e2e/choose';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';
import { gs1CheckDigitOf } from '@veritag/domain';

/** Picks a month and a year in a month picker (two Selects in a labelled group), by keyboard. */
async function pickMonth(page: Page, label: string, month: string, year: string) {
  const group = page.getByRole('group', { name: label });
  for (const [part, value] of [
    ['Month', month],
    ['Year', year],
  ] as const) {
    await group.getByRole('button', { name: new RegExp(part) }).click();
    // The year list renders only the years in view: type the value, as a keyboard user would.
    await page.getByRole('listbox', { name: part }).pressSequentially(value);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox', { name: part })).toHaveCount(0);
    await expect(group.getByRole('button', { name: new RegExp(part) })).toHaveAccessibleName(
      new RegExp(value),
    );
  }
}

const filterCode = (page: Page, code: string) =>
  page.getByRole('textbox', { name: 'Code contains' }).fill(code);

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('pages the product list on the server and filters it by client', async ({ page }) => {
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Master' }).click();
    await sideMenu(page).getByRole('link', { name: 'Product', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();
    // The demo has twelve products (three per customer): the second page holds the rest.
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of [2-9]/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 2 of/);
    await expect(page.getByRole('row')).not.toHaveCount(1);

    await page.getByRole('textbox', { name: 'Client contains' }).fill('greenleaf');
    await expect(page.getByRole('row', { name: /GRN-100/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /^SUN-100 SUN Standard Pack/ })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('product-list'), fullPage: true });
  });

  test('adds a product with its switches, months and an image, edits it removing the image, views and deletes it', async ({
    page,
  }) => {
    const code = `JRN-${Date.now() % 100000}`;
    await page.goto('/#/product_list');
    const customersLoaded = page.waitForResponse((response) =>
      response.url().includes('/api/customers/type'),
    );
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
    await customersLoaded;

    // Save with nothing filled: the fields say what they need, and the spec's extra message shows.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Product Code is required' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product Code' })).toHaveAccessibleDescription(
      'This field is required',
    );
    const name = page.getByRole('textbox', { name: 'Product Name' });
    await name.click();
    await name.blur();
    await expect(name).toHaveAccessibleDescription('This field is required');
    await name.fill('Journey Balm');
    await page.getByRole('textbox', { name: 'Product Sr No' }).fill('SR-J1');
    await page.getByRole('textbox', { name: 'Product Code' }).fill(code);
    await page.getByRole('textbox', { name: 'Product Description' }).fill('A balm for journeys');
    await page.getByRole('textbox', { name: 'Label Size' }).fill('40 x 20');
    await page.getByRole('textbox', { name: 'Label Specification' }).fill('Matte paper');
    // A GTIN of this run (one product per GTIN in a company): a mistyped check digit is caught on blur.
    const gtinBody = String(Date.now()).slice(-12);
    const gtinField = page.getByRole('textbox', { name: 'GTIN' });
    await gtinField.fill(gtinBody + ((gs1CheckDigitOf(gtinBody) + 1) % 10));
    await gtinField.blur();
    await expect(gtinField).toHaveAccessibleDescription('GTIN check digit is wrong');
    await gtinField.fill(gtinBody + gs1CheckDigitOf(gtinBody));
    await choose(page, 'Customer', 'Sunrise Pharma Ltd');
    await expect(page.getByRole('textbox', { name: 'Authentication Message' })).toHaveValue(
      'Does this information match with your sample',
    );
    // A colour name becomes its hex value.
    const color = page.getByRole('textbox', { name: 'Color' });
    await color.fill('navy');
    await color.blur();
    await expect(color).toHaveValue('#000080');

    // Authentication with capture reveals its texts; this customer has advanceWorkflow, so the registration label too.
    await expect(page.getByRole('textbox', { name: 'Custom Text Post Scan' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Authentication Activated' }).click();
    await expect(page.getByRole('textbox', { name: 'Custom Text Post Scan' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Capture User Data' }).click();
    await expect(page.getByRole('textbox', { name: 'Custom Text Post Scan' })).toHaveValue(
      'Please enter your mobile no to authenticate the product',
    );
    await expect(page.getByRole('textbox', { name: 'Label For Registration' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Image On OTP' })).toBeVisible();
    await page.getByRole('switch', { name: 'Capture User Data' }).click();
    await expect(page.getByRole('textbox', { name: 'Label For Registration' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Enable Warranty' }).click();
    await page.getByRole('textbox', { name: 'Warranty Link' }).fill('https://warranty.example/j');

    // The expiry switch is offered once an mfg month exists; an expiry not after it disables Save.
    await expect(page.getByRole('switch', { name: 'Show Expiry Date' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show Mfg Date' }).click();
    await pickMonth(page, 'Mfg Month', 'Jun', '2025');
    await page.getByRole('switch', { name: 'Show Expiry Date' }).click();
    await pickMonth(page, 'Expiry Month', 'Mar', '2025');
    await expect(
      page.getByText('Expiry Month can not be less than or equal to Mfg Month'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await pickMonth(page, 'Expiry Month', 'Jun', '2027');
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

    // Images are at most 1 MB: a larger one is refused before anything is sent.
    const image = page.getByRole('group', { name: 'Product Image' });
    await image.locator('input[type=file]').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1_000_001, 1),
    });
    await expect(image.getByRole('alert')).toHaveText('File must be at most 1 MB');
    await image.locator('input[type=file]').setInputFiles(fixturePath('rosette.png'));
    await page.getByRole('switch', { name: 'Static QR' }).click();
    await page.screenshot({ path: screenshotPath('product-add'), fullPage: true });
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/products') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await expect(page.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();
    await filterCode(page, code);
    const row = page.getByRole('row', { name: new RegExp(`^${code} Journey Balm`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Sunrise Pharma Ltd');

    await row.getByRole('button', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Product', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product Name' })).toHaveValue('Journey Balm');
    await expect(page.getByRole('textbox', { name: 'Warranty Link' })).toHaveValue(
      'https://warranty.example/j',
    );
    await expect(page.getByRole('textbox', { name: 'GTIN' })).toHaveValue(
      `0${gtinBody}${gs1CheckDigitOf(gtinBody)}`,
    );
    await expect(page.getByRole('img', { name: 'Stored product image' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Product Image' }).click();
    await expect(
      page.getByText('The stored product image will be removed when you save.'),
    ).toBeVisible();
    const updated = page.waitForResponse((response) =>
      response.url().endsWith('/api/products/update'),
    );
    // Exact: the scan rules below the form have a Save of their own.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const reply = await (await updated).json();
    expect(reply.imageUrl).toBeNull();

    await filterCode(page, code);
    await page
      .getByRole('row', { name: new RegExp(`^${code} Journey Balm`) })
      .getByRole('button', { name: /^View/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Product Details', level: 1 })).toBeVisible();
    await expect(page.getByText('A balm for journeys')).toBeVisible();
    await expect(page.getByText('2025-06', { exact: true })).toBeVisible();
    await expect(page.getByText(new RegExp(`/p/${reply.id}$`))).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PNG' })).toHaveAttribute(
      'download',
      `${reply.id}.png`,
    );
    await page.screenshot({ path: screenshotPath('product-view'), fullPage: true });
    await page.getByRole('button', { name: 'Back', exact: true }).click();

    await filterCode(page, code);
    await (
      await openRowMenu(page.getByRole('row', { name: new RegExp(`^${code} Journey Balm`) }))
    )
      .getByRole('menuitem', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await filterCode(page, code);
    await expect(page.getByRole('row', { name: new RegExp(`^${code} Journey Balm`) })).toHaveCount(
      0,
    );
  });

  test('the edit screen without a product id returns to the list', async ({ page }) => {
    await page.goto('/#/product_edit');
    await expect(page.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();
  });
});

test.describe('a ROLE_USER with Product at level 1', () => {
  test.use({ signedInAs: 'user' });
  test('sees the list and View, but neither Add, Edit nor Delete', async ({ page }) => {
    await page.goto('/#/product_list');
    await expect(page.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();
    await filterCode(page, 'SUN-100');
    const row = page.getByRole('row', { name: /^SUN-100 SUN Standard Pack/ });
    await expect(row.getByRole('button', { name: /^View/ })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^More actions/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    await page.goto('/#/product_add');
    await expect(page).toHaveURL(/#\/access$/);
  });
});
