import { screenshotPath } from '#e2e/e2e-server';
import { apiOf } from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import { captureEvents, epcis, openTraceEntry, shippedPallet } from '#e2e/trace';

const listDate = /^\d\d-\d\d-\d\d \d\d:\d\d [ap]m$/;

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('sees a shipped pallet’s consignment with its status and products, then its parent F-code, and the status once received', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const api = await apiOf(page);
    const pallet = await shippedPallet(api);

    await page.goto('/#/dashboard');
    await openTraceEntry(page, 'Consignment');
    await expect(page.getByRole('heading', { name: 'Consignment', level: 1 })).toBeVisible();
    for (const header of ['Ref. No.', 'Items', 'Status', 'Created Date'])
      await expect(
        page.getByRole('columnheader', { name: new RegExp(`^${header.replace('.', '\\.')}`) }),
      ).toBeVisible();
    // Newest first: the consignment just shipped is on the first page.
    const listRow = () =>
      page.getByRole('row').filter({
        has: page.getByRole('button', {
          name: new RegExp(`^(Show|Hide) details ${pallet.reference}$`),
        }),
      });
    const row = listRow();
    await expect(row.getByRole('cell')).toHaveText([
      'Show details',
      pallet.reference,
      '1',
      'In transit',
      listDate,
    ]);
    await row.getByRole('button', { name: `Show details ${pallet.reference}` }).click();
    const products = page.getByRole('table', { name: `Products of ${pallet.reference}` });
    await expect(products.getByRole('columnheader')).toHaveText([
      'Name',
      'Description',
      'Quantity',
    ]);
    await expect(products.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      pallet.productName,
      'A printed pack',
      '10',
    ]);
    await page.screenshot({ path: screenshotPath('consignment-list'), fullPage: true });

    await openTraceEntry(page, 'Parent F-Codes');
    await expect(page.getByRole('heading', { name: 'Parent F-Codes', level: 1 })).toBeVisible();
    const shipped = listRow();
    await expect(shipped.getByRole('cell')).toHaveText([
      'Show details',
      pallet.reference,
      '1',
      'In transit',
      listDate,
    ]);
    await shipped.getByRole('button', { name: `Show details ${pallet.reference}` }).click();
    const fcodes = page.getByRole('table', { name: `F-Codes of ${pallet.reference}` });
    await expect(fcodes.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      pallet.parent,
      '10',
    ]);

    // Received at the destination: the status follows.
    await captureEvents(api, epcis.receiving(pallet.reference));
    await page.reload();
    await expect(listRow().getByRole('cell').nth(3)).toHaveText('Received');
  });
});

test.describe('a ROLE_USER without Track & Trace', () => {
  test.use({ signedInAs: 'user' });

  test('has no Consignment or Parent F-Codes entries and sees Access Denied by URL', async ({
    page,
  }) => {
    for (const route of ['/#/consignment_list', '/#/consignment_fcode_list']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
    await expect(sideMenu(page).getByRole('button', { name: 'Track and Trace' })).toHaveCount(0);
  });
});
