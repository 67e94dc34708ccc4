import { rowAction } from '#e2e/row-actions';
import { screenshotPath } from '#e2e/e2e-server';
import { choose } from '#e2e/choose';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';

/** Eleven more master products to page through, made through the API as the form would. */
async function seedMasterProducts(page: Page, tag: string) {
  await page.evaluate(async (suffix) => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('token')}`,
      'content-type': 'application/json',
    };
    for (let n = 1; n <= 11; n += 1) {
      const body = {
        name: `PAGE-${suffix}-${String(n).padStart(2, '0')}`,
        color: 'Paging',
        packSize: n,
        primeString: 'PG',
        colorCode: 'P00',
        painterTokenCode: `P-${n}`,
        amount: n,
      };
      const reply = await fetch('/api/matnrs', {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (!reply.ok) throw new Error(`matnrs: ${reply.status} ${await reply.text()}`);
    }
  }, tag);
}

const skuFilter = (page: Page) => page.getByRole('textbox', { name: 'SKU Code contains' });

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('adds a master product with token type Normal, finds, pages, edits and deletes it', async ({
    page,
  }) => {
    const tag = String(Date.now()).slice(-6);
    await page.goto('/#/dashboard');
    await seedMasterProducts(page, tag);
    await sideMenu(page).getByRole('button', { name: 'Token Data' }).click();
    await sideMenu(page).getByRole('link', { name: 'Master Product' }).click();
    await expect(page.getByRole('heading', { name: 'Master Product', level: 1 })).toBeVisible();

    await skuFilter(page).fill(`PAGE-${tag}`);
    await expect(page.getByRole('row', { name: new RegExp(`PAGE-${tag}-11`) })).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`PAGE-${tag}-01`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`PAGE-${tag}-11`) })).toHaveCount(0);
    await skuFilter(page).fill('');

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Master Product', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Token Type' })).toHaveValue('Normal');
    const sku = page.getByRole('textbox', { name: 'SKU Code' });
    await sku.click();
    await sku.blur();
    await expect(sku).toHaveAccessibleDescription('This field is required');
    await sku.fill('s'.repeat(201));
    await sku.blur();
    await expect(sku).toHaveAccessibleDescription('Value must be less than 200');
    await sku.fill(`SKU-${tag}`);
    await page.getByRole('textbox', { name: 'Color *', exact: true }).fill('Violet');
    const packSize = page.getByRole('combobox', { name: 'Pack Size' });
    await choose(page, 'Pack Size', '25');
    await page.getByRole('textbox', { name: 'Description' }).fill('Violet tokens');
    await page.getByRole('textbox', { name: 'Prime String' }).fill('VI');
    await page.getByRole('textbox', { name: 'Color Code' }).fill('V07');
    await page.getByRole('textbox', { name: 'P-Code' }).fill('P-VI-25');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('ten');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription('Value must be a number');
    await amount.fill('310.5');
    await page.screenshot({ path: screenshotPath('master-product-add'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Master Product', level: 1 })).toBeVisible();
    await skuFilter(page).fill(`SKU-${tag}`);
    const row = page.getByRole('row', { name: new RegExp(`SKU-${tag} Violet`) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Normal', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '25', exact: true })).toBeVisible();

    await row.getByRole('button', { name: /^Edit/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Edit Master Product', level: 1 }),
    ).toBeVisible();
    await expect(sku).toHaveValue(`SKU-${tag}`);
    await expect(packSize).toHaveValue('25');
    await page.getByRole('textbox', { name: 'Description' }).fill('Violet tokens, packs of 30');
    await choose(page, 'Pack Size', '30');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Master Product', level: 1 })).toBeVisible();
    await skuFilter(page).fill(`SKU-${tag}`);
    await expect(row.getByRole('cell', { name: 'Violet tokens, packs of 30' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '30', exact: true })).toBeVisible();

    await (await rowAction(row, /^Delete/)).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await skuFilter(page).fill(`SKU-${tag}`);
    await expect(page.getByRole('row', { name: new RegExp(`SKU-${tag} Violet`) })).toHaveCount(0);
  });

  test('the matnr_* aliases open the same screens; the edit screen without an id returns to the list', async ({
    page,
  }) => {
    await page.goto('/#/matnr_list');
    await expect(page.getByRole('heading', { name: 'Master Product', level: 1 })).toBeVisible();
    await page.goto('/#/matnr_add');
    await expect(page.getByRole('heading', { name: 'Add Master Product', level: 1 })).toBeVisible();
    await page.goto('/#/matnr_edit');
    await expect(page.getByRole('heading', { name: 'Master Product', level: 1 })).toBeVisible();
    await page.goto('/#/master_product_edit');
    await expect(page.getByRole('heading', { name: 'Master Product', level: 1 })).toBeVisible();
  });
});

test.describe('a ROLE_USER without the Master Product privilege', () => {
  test.use({ signedInAs: 'user' });
  test('gets Access Denied on /master_product_list and its alias', async ({ page }) => {
    await page.goto('/#/master_product_list');
    await expect(page).toHaveURL(/#\/access$/);
    await page.goto('/#/matnr_list');
    await expect(page).toHaveURL(/#\/access$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
