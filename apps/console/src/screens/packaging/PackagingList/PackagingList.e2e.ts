import { rowAction } from '#e2e/row-actions';
import { screenshotPath } from '#e2e/e2e-server';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';

const level = (page: Page, n: number) =>
  page.getByRole('group', { name: `Child Level ${n}`, exact: true });

/** A customer's product to pack, and eleven packagings to page through, made through the API. */
async function seedPackagingData(page: Page, tag: string) {
  return page.evaluate(async (suffix) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('token')}` };
    const multipart = async (url: string, fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const reply = await fetch(url, { method: 'POST', headers, body });
      if (!reply.ok) throw new Error(`${url}: ${reply.status} ${await reply.text()}`);
      return (await reply.json()) as { id: number };
    };
    const customer = await multipart('/api/customers', {
      companyName: `Pack Customer ${suffix}`,
      companyCode: `PK-${suffix}`,
      messageOnScan: 'Genuine tea',
    });
    const product = await multipart('/api/products', {
      productName: 'Packed Tea',
      productSrNo: `SR-${suffix}`,
      productCode: `TEA-${suffix}`,
      productDescription: 'Tea box',
      labelSize: '50 x 25',
      labelSpecification: 'Gloss paper',
      'customer.id': String(customer.id),
    });
    for (let n = 1; n <= 11; n += 1) {
      const packaging = {
        name: `Paging Pack ${suffix} ${String(n).padStart(2, '0')}`,
        enabled: n % 2 === 0,
        product: product.id,
        packagingConfig: { parentName: 'Box' },
      };
      const reply = await fetch('/api/package/create', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(packaging),
      });
      if (!reply.ok) throw new Error(`package: ${reply.status} ${await reply.text()}`);
    }
  }, tag);
}

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('adds a three-level chain, edits it, sees Active and Inactive, pages, and confirms a delete', async ({
    page,
  }) => {
    const tag = String(Date.now()).slice(-6);
    // Tall enough for the whole form: a page scroll closes an open ComboBox list under the test.
    await page.setViewportSize({ width: 1366, height: 1600 });
    await page.goto('/#/dashboard');
    await seedPackagingData(page, tag);
    await sideMenu(page).getByRole('button', { name: 'Master' }).click();
    await sideMenu(page).getByRole('link', { name: 'Packaging' }).click();
    await expect(page.getByRole('heading', { name: 'Packaging', level: 1 })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name contains' }).fill(`Paging Pack ${tag}`);
    await expect(page.getByRole('cell', { name: /^Paging Pack \d+ \d\d$/ })).toHaveCount(10);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('cell', { name: /^Paging Pack \d+ \d\d$/ })).toHaveCount(1);
    await expect(
      page.getByRole('row', { name: new RegExp(`Paging Pack ${tag} 01 TEA-${tag} Inactive`) }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Packaging', level: 1 })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' }).first();
    await name.click();
    await name.blur();
    await expect(name).toHaveAccessibleDescription('This field is required');
    await name.fill(`Export Crate ${tag}`);
    const product = page.getByRole('combobox', { name: 'Product' });
    await product.fill(`TEA-${tag}`);
    await expect(page.getByRole('option')).toHaveText([`TEA-${tag}`]);
    await product.press('ArrowDown');
    await product.press('Enter');
    await expect(product).toHaveValue(`TEA-${tag}`);
    await page.getByRole('textbox', { name: 'Parent Name' }).fill('Pallet');
    await expect(page.getByRole('textbox', { name: 'Parent Count' })).toHaveValue('1');
    await page.getByRole('button', { name: 'Add Child Level' }).click();
    await page.getByRole('button', { name: 'Add Child Level' }).click();
    await page.getByRole('button', { name: 'Add Child Level' }).click();
    await level(page, 1).getByRole('textbox', { name: 'Name' }).fill('Carton');
    await level(page, 1).getByRole('textbox', { name: 'Count' }).fill('40');
    await level(page, 2).getByRole('textbox', { name: 'Name' }).fill('Wrong');
    await level(page, 2).getByRole('textbox', { name: 'Count' }).fill('3');
    await level(page, 3).getByRole('textbox', { name: 'Name' }).fill('Pack');
    const count = level(page, 3).getByRole('textbox', { name: 'Count' });
    await count.click();
    await count.blur();
    await expect(count).toHaveAccessibleDescription('This field is required');
    await count.fill('12');
    // Removing a middle level moves the one below it up.
    await page.getByRole('button', { name: 'Remove Child Level 2' }).click();
    await expect(level(page, 2).getByRole('textbox', { name: 'Name' })).toHaveValue('Pack');
    await page.getByRole('button', { name: 'Add Child Level' }).click();
    await level(page, 3).getByRole('textbox', { name: 'Name' }).fill('Unit');
    await level(page, 3).getByRole('textbox', { name: 'Count' }).fill('6');
    await page.screenshot({ path: screenshotPath('packaging-add'), fullPage: true });
    const created = page.waitForResponse((response) =>
      response.url().endsWith('/api/package/create'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await created).request().postDataJSON()).toMatchObject({
      packagingConfig: {
        parentName: 'Pallet',
        count: 1,
        child: {
          name: 'Carton',
          count: 40,
          child: { name: 'Pack', count: 12, child: { name: 'Unit', count: 6 } },
        },
      },
    });

    await expect(page.getByRole('heading', { name: 'Packaging', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name contains' }).fill(`export crate ${tag}`);
    const row = page.getByRole('row', { name: new RegExp(`Export Crate ${tag}`) });
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

    await row.getByRole('button', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Packaging', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Parent Name' })).toHaveValue('Pallet');
    await expect(level(page, 3).getByRole('textbox', { name: 'Name' })).toHaveValue('Unit');
    await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(`TEA-${tag}`);
    await page.getByRole('button', { name: 'Remove Child Level 3' }).click();
    await page.getByRole('switch', { name: 'Enabled' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Packaging', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name contains' }).fill(`export crate ${tag}`);
    await expect(row.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible();

    // Delete asks 'Are you sure?' first; No keeps the packaging.
    await (await rowAction(row, /^Delete/)).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(row).toBeVisible();
    await (await rowAction(row, /^Delete/)).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('textbox', { name: 'Name contains' }).fill(`export crate ${tag}`);
    await expect(page.getByText('No records found')).toBeVisible();
  });

  test('the edit screen without a packaging id returns to the list', async ({ page }) => {
    await page.goto('/#/packaging_edit');
    await expect(page.getByRole('heading', { name: 'Packaging', level: 1 })).toBeVisible();
  });
});
