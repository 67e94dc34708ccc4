import { screenshotPath } from '#e2e/e2e-server';
import { apiOf, tagOf } from '#e2e/print-runs';
import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';

/** A product of this run's own: no other journey scans its codes, whatever its rules say. */
const productCode = `RUL-${tagOf()}`;
const threshold = 'Flag a code after N people scanned it';
const autoBlacklist =
  'Auto-blacklist flagged codes, under review until confirmed (reason: max scan count)';

async function openProduct(page: Page, action: 'Edit' | 'View') {
  await page.goto('/#/product_list');
  await page.getByRole('textbox', { name: 'Code contains' }).fill(productCode);
  await page
    .getByRole('row', { name: new RegExp(`^${productCode} `) })
    .getByRole('button', { name: new RegExp(`^${action}`) })
    .click();
}

test.describe.serial("a product's scan rules", () => {
  test.describe('the company admin', () => {
    test.use({ signedInAs: 'admin' });

    test('sets the session threshold and auto-blacklist on the edit screen, and finds them saved', async ({
      page,
    }) => {
      const api = await apiOf(page);
      const customer = (await api.post('/customers', {
        multipart: {
          companyName: `Rules Client ${productCode}`,
          companyCode: productCode,
          messageOnScan: 'Genuine',
        },
      })) as { id: number };
      await api.post('/products', {
        multipart: {
          productName: 'Rules Pack',
          productSrNo: productCode,
          productCode,
          productDescription: 'A pack with scan rules',
          labelSize: '50 x 25',
          labelSpecification: 'Gloss paper',
          'customer.id': String(customer.id),
        },
      });
      await openProduct(page, 'Edit');
      const rules = page.getByRole('region', { name: 'Scan rules' });
      const field = rules.getByRole('textbox', { name: threshold });
      await expect(field).toHaveValue('');
      // Auto-blacklist needs a threshold: offered once a number is typed.
      await expect(rules.getByRole('switch', { name: autoBlacklist })).toBeDisabled();
      // The field keeps the domain's range: a number past it is brought back to 1000.
      await field.fill('5000');
      await field.blur();
      await expect(field).toHaveValue('1000');
      await field.fill('3');
      await rules.getByRole('switch', { name: autoBlacklist }).click();
      await expect(rules.getByRole('switch', { name: autoBlacklist })).toBeChecked();
      await page.screenshot({ path: screenshotPath('product-scan-rules'), fullPage: true });

      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/scan-rules') && response.request().method() === 'PUT',
      );
      await rules.getByRole('button', { name: 'Save scan rules' }).click();
      const reply = await saved;
      expect(reply.status()).toBe(200);
      expect(await reply.json()).toEqual({ flagAfterSessions: 3, autoBlacklist: true });
      await expect(page.getByText('Changes saved successfully')).toBeVisible();
      // Saving the rules leaves the product's own form where it was.
      await expect(page.getByRole('heading', { name: 'Edit Product', level: 1 })).toBeVisible();

      await page.getByRole('button', { name: 'Cancel' }).click();
      await openProduct(page, 'Edit');
      await expect(rules.getByRole('textbox', { name: threshold })).toHaveValue('3');
      await expect(rules.getByRole('switch', { name: autoBlacklist })).toBeChecked();

      // Emptying the threshold turns auto-blacklist off with it (the number counts once it is left).
      await rules.getByRole('textbox', { name: threshold }).fill('');
      await rules.getByRole('textbox', { name: threshold }).blur();
      await expect(rules.getByRole('switch', { name: autoBlacklist })).not.toBeChecked();
      await expect(rules.getByRole('switch', { name: autoBlacklist })).toBeDisabled();
    });
  });

  test.describe('a ROLE_USER with Product at level 1', () => {
    test.use({ signedInAs: 'user' });

    test("sees the product's scan rules read only on its view", async ({ page }) => {
      await openProduct(page, 'View');
      await expect(page.getByRole('heading', { name: 'Product Details', level: 1 })).toBeVisible();
      const line = (label: string) =>
        page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
      await expect(line('Flag A Code After People Scanned')).toHaveText('3');
      await expect(line('Auto-Blacklist Flagged Codes')).toHaveText('Yes');
    });
  });
});
