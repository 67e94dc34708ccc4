import type { Page } from '@playwright/test';
import { choose } from '../choose';
import { screenshotPath } from '../e2e-server';
import { linkTarget, openLinkQr } from '../link-qr';
import {
  apiOf,
  downloadBy,
  downloadedText,
  generated,
  printRunByApi,
  runCodes,
  seedPrintClient,
  tagOf,
} from '../print-runs';
import { sideMenu } from '../sessions';
import { binSheet } from '../smart-bin';
import { stationAction, wedgeScan } from '../station';
import { expect, test } from '../stored-sessions';
import { openTraceEntry, searchQrCode } from '../trace';

/** A list's own row, found by its details button (not the filter row holding the typed text). */
const listRow = (page: Page, described: string) =>
  page.getByRole('row').filter({
    has: page.getByRole('button', { name: new RegExp(`^(Show|Hide) details ${described}$`) }),
  });

/**
 * Track and trace from end to end, as the company admin: a print run's codes packed 10 under a
 * parent at the scan station, taken into stock and shipped; the product in Inventory, the
 * consignment in Consignment and its parent in Parent F-Codes; two codes linked to another product;
 * a code's history searched and downloaded; a smart bin sheet uploaded, and its code refused on
 * the scan page as used packaging.
 */
test.describe('a labelled product traced from packing to the bin', () => {
  test.use({ signedInAs: 'admin' });

  test('packs at the station, ships, shows in the trace screens, links, searches and bins', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const api = await apiOf(page);
    const tag = tagOf();
    const client = await seedPrintClient(api, tag, { labelsPerRoll: 4 });
    const run = await printRunByApi(api, client, 12);
    const target = await linkTarget(api, client, tag);
    await generated(api, run.id);
    const [parent, binned, ...children] = await runCodes(api, run.id);
    const reference = `CONS-${tag}`;
    const productName = `Printed ${tag}`;

    // The scan station: pack ten under the parent, take the parent into stock, ship it.
    await page.goto('/station');
    const pack = stationAction(page, 'Pack under a parent');
    await wedgeScan(pack.getByRole('textbox', { name: 'Parent F-code' }), [parent!]);
    await wedgeScan(pack.getByRole('textbox', { name: 'Children' }), children);
    await pack.getByRole('button', { name: 'Pack', exact: true }).click();
    await expect(pack.getByRole('status').filter({ hasText: 'Packed' })).toHaveText(
      `Packed 10 codes under ${parent}.`,
    );
    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    const stock = stationAction(page, 'Take into stock');
    await wedgeScan(stock.getByRole('textbox', { name: 'Codes' }), [parent!]);
    await stock.getByRole('button', { name: 'Take into stock' }).click();
    await expect(stock.getByRole('status').filter({ hasText: 'stock:' })).toHaveText(
      'Taken into stock: 10 units.',
    );
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = stationAction(page, 'Ship a consignment');
    await ship.getByRole('textbox', { name: 'Consignment reference' }).fill(reference);
    await ship.getByRole('textbox', { name: 'Destination' }).fill('Catania depot');
    await wedgeScan(ship.getByRole('textbox', { name: 'Codes' }), [parent!]);
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(ship.getByRole('status').filter({ hasText: 'Shipped' })).toHaveText(
      `Shipped 10 units in consignment ${reference} to Catania depot.`,
    );

    // Inventory: ten units in, ten out, none left.
    await page.goto('/#/dashboard');
    await openTraceEntry(page, 'Inventory');
    await page.getByRole('textbox', { name: 'Product Name contains' }).fill(productName);
    const described = `${productName} ${client.product.code}`;
    await expect(listRow(page, described).getByRole('cell').nth(3)).toHaveText('10');
    await expect(listRow(page, described).getByRole('cell').nth(4)).toHaveText('10');
    await expect(listRow(page, described).getByRole('cell').nth(5)).toHaveText('0');

    // The consignment, in transit with the product's ten units; its parent F-code.
    await openTraceEntry(page, 'Consignment');
    const consignment = listRow(page, reference);
    await expect(consignment.getByRole('cell').nth(3)).toHaveText('In transit');
    await consignment.getByRole('button', { name: `Show details ${reference}` }).click();
    await expect(
      page
        .getByRole('table', { name: `Products of ${reference}` })
        .getByRole('row')
        .nth(1)
        .getByRole('cell'),
    ).toHaveText([productName, 'A printed pack', '10']);
    await openTraceEntry(page, 'Parent F-Codes');
    await listRow(page, reference)
      .getByRole('button', { name: `Show details ${reference}` })
      .click();
    await expect(
      page
        .getByRole('table', { name: `F-Codes of ${reference}` })
        .getByRole('row')
        .nth(1)
        .getByRole('cell'),
    ).toHaveText([parent!, '10']);
    await page.screenshot({ path: screenshotPath('trace-parent-fcodes'), fullPage: true });

    // Link two of the children to another product: their scan page shows it.
    await openLinkQr(page);
    await choose(page, 'Customer', client.customer.name);
    await choose(page, 'Plant', target.plantName);
    await choose(page, 'Product', target.product.option);
    const linkForm = page.getByRole('form', { name: 'Link QrCode' });
    await linkForm.locator('input[type=file]').setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${children[0]}\n${children[1]}\n`),
    });
    await linkForm.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alertdialog', {
        name: 'Success Message',
        description: `2 codes linked to ${target.product.name} (${target.product.code})`,
      }),
    ).toBeVisible();
    const linked = (await (
      await page.request.get(`/v/${children[0]}`, { headers: { accept: 'application/json' } })
    ).json()) as { product?: { name?: string } };
    expect(linked.product?.name).toBe(target.product.name);

    // Search the linked unit's code and download its history: packed, stocked, shipped, linked,
    // then scanned (the look at its page above).
    await openTraceEntry(page, 'Search QrCode');
    await searchQrCode(page, children[0]!, client.customer.name);
    const searched = page.locator('tbody').getByRole('row').filter({ hasText: children[0]! });
    await expect(searched.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 60_000 });
    const file = await downloadBy(page, () =>
      searched.getByRole('button', { name: /^Download/ }).click(),
    );
    const history = JSON.parse(await downloadedText(file)) as {
      type: string;
      epcisBody: { eventList: { bizStep: string }[] };
    };
    expect(history.type).toBe('EPCISDocument');
    expect(history.epcisBody.eventList.map((event) => event.bizStep)).toEqual([
      'commissioning',
      'packing',
      'storing',
      'shipping',
      'vt:linking',
      'inspecting',
    ]);

    // The smart bin: a collected sheet holding the spare code; its later scan is refused.
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('link', { name: 'Smart Bin' }).click();
    await page.getByRole('button', { name: 'Upload Excel' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Excel' });
    await upload
      .getByRole('group', { name: /^Excel File/ })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'collected.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await binSheet([binned!]),
      });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(
      page
        .getByRole('region', { name: /notification/i })
        .getByText('1 code added to the smart bin'),
    ).toBeVisible();
    await page.goto(`/v/${binned}`);
    await expect(page.getByRole('heading', { name: 'Not genuine', level: 1 })).toBeVisible();
    await expect(
      page.getByText("This product's packaging was already used and recycled", { exact: false }),
    ).toBeVisible();
  });
});
