import type { Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import { apiOf, downloadBy, downloadedText } from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import { openTraceEntry, searchQrCode, shippedPallet } from '#e2e/trace';

const rows = (page: Page) => page.locator('tbody').getByRole('row');

test.describe('the company admin on the QrCode Search List', () => {
  test.use({ signedInAs: 'admin' });

  test('searches a shipped code, sees it reach COMPLETED without a reload, downloads its history, and sees a made-up code NOT_FOUND', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const pallet = await shippedPallet(await apiOf(page));
    const [unit] = pallet.children;

    await page.goto('/#/dashboard');
    await openTraceEntry(page, 'Search QrCode');
    await expect(page.getByRole('heading', { name: 'Search QrCode', level: 1 })).toBeVisible();
    for (const header of ['Qr Code', 'Customer Name', 'Created By', 'Created Date', 'Status'])
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

    // The form's rules before anything is sent: both fields are required.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const sent: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/qrCode/search') && sent.push(request.url()),
    );
    await page
      .getByRole('form', { name: 'Search QrCode' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await expect(page.getByRole('textbox', { name: 'QrCode' })).toHaveAccessibleDescription(
      /required/i,
    );
    expect(sent).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Search QrCode', level: 1 })).toBeVisible();

    // The job may finish before the list first asks: the first page after the search shows the
    // new search RUNNING whatever its real state, so the list is seen to ask again by itself.
    let held = false;
    await page.route('**/api/qrCode/get_list?*', async (route) => {
      const reply = await route.fetch();
      const body = await reply.json();
      if (!held && body.content.some((row: { qrCode: string }) => row.qrCode === unit)) {
        held = true;
        body.content = body.content.map((row: { qrCode: string }) =>
          row.qrCode === unit
            ? { ...row, status: 'RUNNING', qrCodeFileName: null, qrCodeFilePath: null }
            : row,
        );
      }
      await route.fulfill({ response: reply, json: body });
    });
    await searchQrCode(page, unit!, pallet.client.customer.name);
    const row = rows(page).filter({ hasText: unit! });
    await expect(row.getByText('RUNNING', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 60_000 });
    await page.unroute('**/api/qrCode/get_list?*');
    await page.getByRole('textbox', { name: 'Qr Code contains' }).fill(unit!);
    await expect(rows(page)).toHaveCount(1);
    await expect(row.getByRole('cell')).toHaveText([
      unit!,
      pallet.client.customer.name,
      /admin/i,
      /^\d\d-\d\d-\d\d \d\d:\d\d (am|pm)$/,
      'COMPLETED',
      /Download/,
    ]);
    await page.screenshot({ path: screenshotPath('qr-search-list'), fullPage: true });

    const file = await downloadBy(page, () =>
      row.getByRole('button', { name: /^Download/ }).click(),
    );
    expect(file.suggestedFilename()).toMatch(/^qr-search-\d+\.json$/);
    const history = JSON.parse(await downloadedText(file));
    expect(history).toMatchObject({ type: 'EPCISDocument', schemaVersion: '2.0' });
    const events = history.epcisBody.eventList as {
      bizStep: string;
      parentID?: string;
      childEPCs?: string[];
      epcList?: string[];
      bizTransactionList?: { bizTransaction: string }[];
    }[];
    // Codes as the URIs their labels carry (a Digital Link, or the printed URL), the
    // consignment reference as a URI in the company's space (decision 0432).
    const uriOf = (code: string | undefined) =>
      expect.stringMatching(new RegExp(`/(v|21)/${code}$`));
    expect(events.find((event) => event.bizStep === 'packing')).toMatchObject({
      parentID: uriOf(pallet.parent),
      childEPCs: expect.arrayContaining([uriOf(unit)]),
    });
    expect(events.find((event) => event.bizStep === 'shipping')).toMatchObject({
      epcList: [uriOf(pallet.parent)],
      bizTransactionList: [
        {
          bizTransaction: expect.stringMatching(
            new RegExp(`/epcis/bt/\\d+/${encodeURIComponent(pallet.reference)}$`),
          ),
        },
      ],
    });

    const madeUp = `NOSUCH${Date.now().toString(36).toUpperCase()}`;
    await searchQrCode(page, madeUp, pallet.client.customer.name);
    await page.getByRole('textbox', { name: 'Qr Code contains' }).fill(madeUp);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByText('NOT_FOUND', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      rows(page)
        .first()
        .getByRole('button', { name: /^Download/ }),
    ).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Qr Code contains' }).fill(`${madeUp}-NOTHING`);
    await expect(page.getByText('NOT FOUND', { exact: true })).toBeVisible();
  });
});

test.describe('a ROLE_USER without Track & Trace', () => {
  test.use({ signedInAs: 'user' });

  test('has no Search QrCode entry, and both screens by URL show Access Denied without asking the server', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/qrCode') && asked.push(request.url()),
    );
    for (const route of ['/#/search_qr_code', '/#/search']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
    await expect(sideMenu(page).getByRole('link', { name: 'Search QrCode' })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
