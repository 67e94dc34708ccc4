import { expect, type Page } from '@playwright/test';
import { choose } from '#e2e/choose';
import { linkTarget, openLinkQr } from '#e2e/link-qr';
import { apiOf, generated, printRunByApi, runCodes, seedPrintClient, tagOf } from '#e2e/print-runs';
import { test } from '#e2e/stored-sessions';

const form = (page: Page) => page.getByRole('form', { name: 'Link QrCode' });
const combobox = (page: Page, name: string) => form(page).getByRole('combobox', { name });

test.describe('the company admin linking codes to a product', () => {
  test.use({ signedInAs: 'admin' });

  test('uploads a CSV of two printed codes, sees the success text, and a scan of one shows the linked product', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const api = await apiOf(page);
    const tag = tagOf();
    const client = await seedPrintClient(api, tag, { labelsPerRoll: 4 });
    const run = await printRunByApi(api, client, 4);
    const target = await linkTarget(api, client, tag);
    await generated(api, run.id);
    const [first, second, untouched] = await runCodes(api, run.id);

    await openLinkQr(page);
    await choose(page, 'Customer', client.customer.name);
    await choose(page, 'Plant', target.plantName);
    await choose(page, 'Product', target.product.option);
    await form(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'codes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`Code\r\n${first}\r\n${second}\r\n`),
      });
    await form(page).getByRole('button', { name: 'Save' }).click();
    const text = `2 codes linked to ${target.product.name} (${target.product.code})`;
    await expect(
      page.getByRole('alertdialog', { name: 'Success Message', description: text }),
    ).toBeVisible();

    const phone = await page.context().newPage();
    await phone.goto(`/v/${second}`);
    await expect(phone.getByText(target.product.name, { exact: true }).first()).toBeVisible();
    const other = (await (
      await phone.request.get(`/v/${untouched}`, { headers: { accept: 'application/json' } })
    ).json()) as { product?: { name?: string } };
    expect(other.product?.name, "a code not in the file keeps its print run's product").toBe(
      `Printed ${tag}`,
    );
    await phone.close();
  });

  test('changing the customer clears the plant and the product; a file of unknown codes is refused whole', async ({
    page,
  }) => {
    const api = await apiOf(page);
    const tag = tagOf();
    const client = await seedPrintClient(api, tag, { labelsPerRoll: 4 });
    const other = await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 });

    await openLinkQr(page);
    await expect(combobox(page, 'Plant')).toBeDisabled();
    await choose(page, 'Customer', client.customer.name);
    await choose(page, 'Plant', client.plant.name);
    await choose(page, 'Product', `${client.product.code} Printed ${tag}`);
    await choose(page, 'Customer', other.customer.name);
    await expect(combobox(page, 'Plant')).toHaveValue('');
    await expect(combobox(page, 'Product')).toHaveValue('');
    await expect(combobox(page, 'Product')).toBeDisabled();

    await choose(page, 'Plant', other.plant.name);
    await choose(
      page,
      'Product',
      `${other.product.code} Printed ${other.product.code.replace('PRN-', '')}`,
    );
    await form(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'codes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Code\r\nZZZZZZZZZZZZ\r\n'),
      });
    await form(page).getByRole('button', { name: 'Save' }).click();
    const title = `1 code of the file is not a code of ${other.customer.name}: ZZZZZZZZZZZZ. Nothing was linked`;
    await expect(
      page.getByRole('alertdialog', { name: 'Error Message', description: title }),
    ).toBeVisible();
  });
});
