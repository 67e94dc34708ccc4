import { rowAction } from '#e2e/row-actions';
import { screenshotPath } from '#e2e/e2e-server';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';

const productRow = (page: Page, n: number) =>
  page.getByRole('group', { name: `Product ${n}`, exact: true });
const plantTab = (page: Page) => page.getByRole('tabpanel', { name: 'Plant' });

/**
 * Picks an option of a ComboBox by typing it and taking the one match with the keyboard, as a
 * person would (the virtualized list may re-lay its rows under a pointer).
 */
async function choose(page: Page, combo: ReturnType<Page['getByRole']>, text: string) {
  await combo.fill(text);
  await expect(page.getByRole('option')).toHaveText([text]);
  await combo.press('ArrowDown');
  await combo.press('Enter');
  await expect(combo).toHaveValue(text);
}

/**
 * A customer with three products, and eleven more plants to page through, made through the
 * API as the customer and product screens would (multipart) and as the plant form would.
 */
async function seedPlantData(page: Page, suffix: string) {
  return page.evaluate(async (tag) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('token')}` };
    const multipart = async (url: string, fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const reply = await fetch(url, { method: 'POST', headers, body });
      if (!reply.ok) throw new Error(`${url}: ${reply.status} ${await reply.text()}`);
      return (await reply.json()) as { id: number };
    };
    const customer = await multipart('/api/customers', {
      companyName: `Orbit Dairy ${tag}`,
      companyCode: `ORB-${tag}`,
      messageOnScan: 'Genuine Orbit product',
    });
    for (const code of ['MILK', 'CURD', 'GHEE']) {
      await multipart('/api/products', {
        productName: `Orbit ${code}`,
        productSrNo: `SR-${code}`,
        productCode: `${code}-${tag}`,
        productDescription: `${code} pack`,
        labelSize: '50 x 25',
        labelSpecification: 'Gloss paper',
        'customer.id': String(customer.id),
      });
    }
    for (let n = 1; n <= 11; n += 1) {
      const plant = {
        plantCode: `PG-${n}`,
        name: `Paging Plant ${tag} ${String(n).padStart(2, '0')}`,
        address: 'Paging Road',
        customer: customer.id,
        allowAllProduct: true,
      };
      const reply = await fetch('/api/plants', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(plant),
      });
      if (!reply.ok) throw new Error(`plants: ${reply.status} ${await reply.text()}`);
    }
    return customer.id;
  }, suffix);
}

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('adds a plant with product rows, edits it with the customer and saved product locked, views, pages and deletes', async ({
    page,
  }) => {
    const tag = String(Date.now()).slice(-6);
    // Tall enough for the whole form: a page scroll closes an open ComboBox list under the test.
    await page.setViewportSize({ width: 1366, height: 1600 });
    await page.goto('/#/dashboard');
    await seedPlantData(page, tag);
    await sideMenu(page).getByRole('button', { name: 'Master' }).click();
    await sideMenu(page).getByRole('link', { name: 'Plant' }).click();
    await expect(page.getByRole('heading', { name: 'Plant', level: 1 })).toBeVisible();

    // Paging past the first page of the eleven made above.
    await page.getByRole('textbox', { name: 'Name contains' }).fill(`Paging Plant ${tag}`);
    await expect(page.getByRole('cell', { name: /^Paging Plant \d+ \d\d$/ })).toHaveCount(10);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('cell', { name: /^Paging Plant \d+ \d\d$/ })).toHaveCount(1);
    await expect(
      page.getByRole('cell', { name: `Paging Plant ${tag} 01`, exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Plant', level: 1 })).toBeVisible();
    const code = plantTab(page).getByRole('textbox', { name: 'Plant Code' });
    await code.click();
    await code.blur();
    await expect(code).toHaveAccessibleDescription('This field is required');
    await code.fill('NSK-9');
    await plantTab(page).getByRole('textbox', { name: 'Name' }).fill(`Nashik Plant ${tag}`);
    const address = plantTab(page).getByRole('textbox', { name: 'Address' });
    await address.fill('a'.repeat(251));
    await address.blur();
    await expect(address).toHaveAccessibleDescription('Value must be less than 250');
    await address.fill('7 Ambad MIDC, Nashik');
    await choose(
      page,
      plantTab(page).getByRole('combobox', { name: 'Customer' }),
      `Orbit Dairy ${tag}`,
    );

    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await choose(
      page,
      productRow(page, 1).getByRole('combobox', { name: 'Product' }),
      `MILK-${tag}`,
    );
    await productRow(page, 1).getByRole('textbox', { name: 'Labels Per Roll' }).fill('500');
    await choose(
      page,
      productRow(page, 2).getByRole('combobox', { name: 'Product' }),
      `CURD-${tag}`,
    );
    await productRow(page, 2).getByRole('textbox', { name: 'Labels Per Roll' }).fill('250');

    // All Product Add hides the product rows; switching it off shows them again, as typed.
    const allProducts = page.getByRole('switch', { name: 'All Product Add' });
    await allProducts.click();
    await expect(productRow(page, 1)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
    await allProducts.click();
    await expect(productRow(page, 2).getByRole('combobox', { name: 'Product' })).toHaveValue(
      `CURD-${tag}`,
    );

    await page.getByRole('tab', { name: 'Contact Person' }).click();
    await page.getByRole('button', { name: 'Add Contact Person' }).click();
    const person = page.getByRole('group', { name: 'Contact Person 1' });
    await person.getByRole('textbox', { name: 'Name' }).fill('Priya Nair');
    await person.getByRole('textbox', { name: 'Email' }).fill('priya@orbit.example');
    await page.screenshot({ path: screenshotPath('plant-add'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Plant', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name contains' }).fill(`nashik plant ${tag}`);
    const row = page.getByRole('row', { name: new RegExp(`Nashik Plant ${tag}`) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: `Orbit Dairy ${tag}` })).toBeVisible();

    await row.getByRole('button', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Plant', level: 1 })).toBeVisible();
    await expect(plantTab(page).getByRole('combobox', { name: 'Customer' })).toBeDisabled();
    await expect(plantTab(page).getByRole('combobox', { name: 'Customer' })).toHaveValue(
      `Orbit Dairy ${tag}`,
    );
    await expect(productRow(page, 1).getByRole('combobox', { name: 'Product' })).toBeDisabled();
    await expect(productRow(page, 1).getByRole('combobox', { name: 'Product' })).toHaveValue(
      `MILK-${tag}`,
    );
    await expect(productRow(page, 1).getByRole('textbox', { name: 'Labels Per Roll' })).toHaveValue(
      '500',
    );
    // A saved product row is deleted on the server at once, before any Save.
    const deleted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/plants/product/delete') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Remove Product 2' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(productRow(page, 2)).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(productRow(page, 2).getByRole('combobox', { name: 'Product' })).toBeEnabled();
    await choose(
      page,
      productRow(page, 2).getByRole('combobox', { name: 'Product' }),
      `GHEE-${tag}`,
    );
    await productRow(page, 2).getByRole('textbox', { name: 'Labels Per Roll' }).fill('1000');
    await page.screenshot({ path: screenshotPath('plant-edit'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Plant', level: 1 })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name contains' }).fill(`nashik plant ${tag}`);
    await page
      .getByRole('row', { name: new RegExp(`Nashik Plant ${tag}`) })
      .getByRole('button', { name: /^View/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Plant Details', level: 1 })).toBeVisible();
    await expect(page.getByText('7 Ambad MIDC, Nashik')).toBeVisible();
    const products = page.getByRole('table', { name: 'Plant Products' });
    await expect(products.getByRole('row', { name: `MILK-${tag} 500` })).toBeVisible();
    await expect(products.getByRole('row', { name: `GHEE-${tag} 1000` })).toBeVisible();
    await expect(products.getByRole('cell', { name: `CURD-${tag}` })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Contact Person' }).click();
    await expect(
      page.getByRole('table', { name: 'Contact Person' }).getByRole('cell', { name: 'Priya Nair' }),
    ).toBeVisible();
    await page.screenshot({ path: screenshotPath('plant-view'), fullPage: true });
    await page.getByRole('button', { name: 'Back', exact: true }).click();

    await page.getByRole('textbox', { name: 'Name contains' }).fill(`nashik plant ${tag}`);
    await (
      await rowAction(page.getByRole('row', { name: new RegExp(`Nashik Plant ${tag}`) }), /^Delete/)
    ).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('textbox', { name: 'Name contains' }).fill(`nashik plant ${tag}`);
    await expect(page.getByText('No records found')).toBeVisible();
  });

  test('the edit screen without a plant id returns to the list', async ({ page }) => {
    await page.goto('/#/plant_edit');
    await expect(page.getByRole('heading', { name: 'Plant', level: 1 })).toBeVisible();
  });
});

test.describe('a ROLE_USER without the Plant privilege', () => {
  test.use({ signedInAs: 'user' });
  test('has no Plant menu entry and gets Access Denied on /plant_list', async ({ page }) => {
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Master' }).click();
    await expect(sideMenu(page).getByRole('link', { name: 'Guilloche Images' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Plant' })).toHaveCount(0);
    await page.goto('/#/plant_list');
    await expect(page).toHaveURL(/#\/access$/);
  });
});
