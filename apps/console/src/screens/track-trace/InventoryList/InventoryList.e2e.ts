import { screenshotPath } from '#e2e/e2e-server';
import { apiOf } from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import { openTraceEntry, shippedPallet } from '#e2e/trace';

const listDate = /^\d\d-\d\d-\d\d \d\d:\d\d [ap]m$/;

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('sees a shipped pallet’s product in stock, its inward entry, and finds it by Contains', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const pallet = await shippedPallet(await apiOf(page));

    await page.goto('/#/dashboard');
    await openTraceEntry(page, 'Inventory');
    await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
    const headers = [
      'Product Name',
      'Product Code',
      'Actual Quantity',
      'Ontward Quantity',
      'Available Stock',
      'Outward Date',
      'Created Date',
    ];
    for (const header of headers)
      await expect(
        page.getByRole('columnheader', { name: new RegExp(`^${header}`) }),
      ).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Global Search' })).toHaveCount(0);

    // The Contains box asks the server's search for that one column.
    const searched = page.waitForRequest((request) =>
      request.url().includes('/api/v1/inventory_item/search'),
    );
    await page
      .getByRole('textbox', { name: 'Product Name contains' })
      .fill(pallet.productName.toLowerCase());
    const asked = new URL((await searched).url()).searchParams;
    expect([asked.get('column'), asked.get('searchKey')]).toEqual([
      'productId.productName',
      pallet.productName.toLowerCase(),
    ]);
    const described = `${pallet.productName} ${pallet.client.product.code}`;
    // The list's own row (not the filter row holding the typed text, nor the expansion's rows).
    const row = page.getByRole('row').filter({
      has: page.getByRole('button', { name: new RegExp(`^(Show|Hide) details ${described}$`) }),
    });
    // Ten units packed under the parent came in, all ten went out with it: none left.
    await expect(row.getByRole('cell')).toHaveText([
      'Show details',
      pallet.productName,
      pallet.client.product.code,
      '10',
      '10',
      '0',
      listDate,
      listDate,
    ]);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1 record');

    await row.getByRole('button', { name: `Show details ${described}` }).click();
    const entries = page.getByRole('table', { name: `Inventory items of ${described}` });
    await expect(entries.getByRole('columnheader')).toHaveText([
      'Product Name',
      'Product Code',
      'Quantity',
      'Inward Date',
    ]);
    await expect(entries.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      pallet.productName,
      pallet.client.product.code,
      '10',
      listDate,
    ]);
    await page.screenshot({ path: screenshotPath('inventory-list'), fullPage: true });

    // The server searches one column: the box typed into last. Emptied, the other box takes over.
    const searchOf = async (type: () => Promise<void>) => {
      const next = page.waitForRequest((request) =>
        request.url().includes('/api/v1/inventory_item/search'),
      );
      await type();
      const params = new URL((await next).url()).searchParams;
      return [params.get('column'), params.get('searchKey')];
    };
    const codeBox = page.getByRole('textbox', { name: 'Product Code contains' });
    expect(await searchOf(() => codeBox.fill('NO-SUCH-PRODUCT'))).toEqual([
      'productId.productCode',
      'NO-SUCH-PRODUCT',
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'No inventory yet' })).toBeVisible();
    expect(await searchOf(() => codeBox.fill(''))).toEqual([
      'productId.productName',
      pallet.productName.toLowerCase(),
    ]);
    await expect(row).toBeVisible();
    await page.getByRole('textbox', { name: 'Product Name contains' }).fill('');
    expect(await searchOf(() => codeBox.fill(pallet.client.product.code))).toEqual([
      'productId.productCode',
      pallet.client.product.code,
    ]);
    await expect(row).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1 record');
  });
});

test.describe('a ROLE_USER without Track & Trace', () => {
  test.use({ signedInAs: 'user' });

  test('has no Track and Trace entries and sees Access Denied by URL', async ({ page }) => {
    await page.goto('/#/inventory_list');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Track and Trace' })).toHaveCount(0);
  });
});
