import type { Page } from '@playwright/test';
import { screenshotPath } from '../e2e-server';
import {
  apiOf,
  generated,
  pageAs,
  printRunByApi,
  runCodes,
  seedPrintClient,
  tagOf,
  type Api,
} from '../print-runs';
import { stationAction, wedgeScan } from '../station';
import { expect, test } from '../stored-sessions';

const phoneSize = { width: 390, height: 844 };
const pune = { latitude: 18.52, longitude: 73.85 };

/** A client with a product, and a generated run of `count` codes of it. */
async function codesOfNewRun(api: Api, count: number): Promise<string[]> {
  const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 });
  const run = await printRunByApi(api, client, count);
  await generated(api, run.id);
  return runCodes(api, run.id);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

interface HistoryEvent {
  bizStep?: string;
  parentID?: string;
  'vt:destination'?: { name: string; latitude?: number };
}

/**
 * The scan station on a phone (390 x 844), as the demo admin signed in to the console:
 * pack 10 children under a parent by typing, take the parent into stock, ship it in a
 * consignment with a reference, a destination and the phone's place, receive it whole by its
 * reference; a child
 * already packed is refused by name and the list is kept. The history call shows each step.
 */
test.describe('the scan station on a phone', () => {
  test.use({ signedInAs: 'admin', viewport: phoneSize, isMobile: true, hasTouch: true });

  test('packs 10 under a parent, takes it into stock, ships and receives it, and refuses a child packed twice', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const api = await apiOf(page);
    const [parent, other, ...children] = await codesOfNewRun(api, 12);
    const reference = `DN-${tagOf()}`;

    await page.goto('/station');
    await expect(page.getByRole('heading', { name: 'Scan station', level: 1 })).toBeVisible();
    await expect(page.getByText('Signed in as admin')).toBeVisible();

    // Pack: the parent, then the ten children typed one by one; a repeat is left out with a note.
    const pack = stationAction(page, 'Pack under a parent');
    await wedgeScan(pack.getByRole('textbox', { name: 'Parent F-code' }), [parent!]);
    await expect(
      pack.getByRole('textbox', { name: 'Children' }),
      'the parent scanned, the children come next',
    ).toBeFocused();
    await wedgeScan(pack.getByRole('textbox', { name: 'Children' }), [...children, children[0]!]);
    await expect(pack.getByText('10 codes')).toBeVisible();
    await expect(
      pack.getByText(`${children[0]} is already in the list: scanned once only.`),
    ).toBeVisible();
    expect(await sideways(page), 'the station fits the phone').toBe(0);
    await page.screenshot({ path: screenshotPath('scan-station-pack'), fullPage: true });
    await pack.getByRole('button', { name: 'Pack', exact: true }).click();
    await expect(pack.getByRole('status').filter({ hasText: 'Packed' })).toHaveText(
      `Packed 10 codes under ${parent}.`,
    );
    await expect(pack.getByRole('listitem')).toHaveCount(0);
    await expect(
      pack.getByRole('textbox', { name: 'Parent F-code' }),
      'ready for the next carton',
    ).toBeFocused();

    // A child already in the parent, packed under another: refused by name, and the list stays to fix.
    await wedgeScan(pack.getByRole('textbox', { name: 'Parent F-code' }), [other!]);
    await wedgeScan(pack.getByRole('textbox', { name: 'Children' }), [children[3]!]);
    await pack.getByRole('button', { name: 'Pack', exact: true }).click();
    await expect(pack.getByRole('alert')).toContainText(
      `code ${children[3]} is already packed in ${parent}`,
    );
    await expect(pack.getByRole('listitem')).toHaveCount(2);
    await page.screenshot({ path: screenshotPath('scan-station-refusal'), fullPage: true });

    // Take the parent into stock, its printed URL scanned as a QR code's text comes: everything
    // packed in it goes with it.
    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    const stock = stationAction(page, 'Take into stock');
    await wedgeScan(stock.getByRole('textbox', { name: 'Codes' }), [
      `https://scanner.example/v/${parent}`,
    ]);
    await stock.getByRole('button', { name: 'Take into stock' }).click();
    await expect(stock.getByRole('status').filter({ hasText: 'stock:' })).toHaveText(
      'Taken into stock: 10 units.',
    );

    // Ship it with a reference, a destination and this phone's place (consent given).
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(pune);
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = stationAction(page, 'Ship a consignment');
    await ship.getByRole('textbox', { name: 'Consignment reference' }).fill(reference);
    await ship.getByRole('textbox', { name: 'Destination' }).fill('Pune depot');
    await ship.getByRole('button', { name: /Add the destination's place/ }).click();
    await expect(ship.getByText('Place added: 18.52, 73.85')).toBeVisible();
    await wedgeScan(ship.getByRole('textbox', { name: 'Codes' }), [parent!]);
    await page.screenshot({ path: screenshotPath('scan-station-ship'), fullPage: true });
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(ship.getByRole('status').filter({ hasText: 'Shipped' })).toHaveText(
      `Shipped 10 units in consignment ${reference} to Pune depot.`,
    );

    // Receive the whole consignment by its reference alone: no code scanned.
    await page.getByRole('button', { name: 'Receive', exact: true }).click();
    const receive = stationAction(page, 'Receive a consignment');
    await receive.getByRole('textbox', { name: 'Consignment reference' }).fill(reference);
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(receive.getByRole('status').filter({ hasText: 'Received' })).toHaveText(
      `Received 10 units of consignment ${reference}.`,
    );
    expect(await sideways(page), 'the station fits the phone').toBe(0);

    // The trail, as the events API keeps it (the console's trace screens come later).
    const history = (await api.get(`/v1/epcis/codes/${children[9]}/history`)) as {
      epcisBody: { eventList: HistoryEvent[] };
    };
    const steps = history.epcisBody.eventList.map((event) => event.bizStep);
    expect(steps).toEqual(['commissioning', 'packing', 'storing', 'shipping', 'receiving']);
    // The parent as the URI its label carries (decision 0432): a Digital Link or its printed URL.
    expect(history.epcisBody.eventList[1]!.parentID).toMatch(new RegExp(`/(v|21)/${parent}$`));
    expect(history.epcisBody.eventList[3]!['vt:destination']).toEqual({
      name: 'Pune depot',
      ...pune,
    });
    const refused = (await api.get(`/v1/epcis/codes/${other}/history`)) as {
      epcisBody: { eventList: HistoryEvent[] };
    };
    expect(
      refused.epcisBody.eventList.map((event) => event.bizStep),
      'the refused packing stored nothing',
    ).toEqual(['commissioning']);
  });

  test('a user without Track & Trace is refused by the server, and the station says its title', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const [code] = await codesOfNewRun(await apiOf(page), 2);
    const refused = await (
      await apiOf(page, 'user')
    ).raw('POST', '/v1/epcis/events', {
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'storing',
      epcList: [code],
      eventTime: new Date().toISOString(),
      eventTimeZoneOffset: '+00:00',
    });
    expect(refused.status()).toBe(403);
    const { title } = (await refused.json()) as { title: string };
    const user = await pageAs(browser, 'user');
    await user.setViewportSize(phoneSize);
    await user.goto('/station');
    await user.getByRole('button', { name: 'Stock', exact: true }).click();
    const stock = stationAction(user, 'Take into stock');
    await wedgeScan(stock.getByRole('textbox', { name: 'Codes' }), [code!]);
    await stock.getByRole('button', { name: 'Take into stock' }).click();
    await expect(stock.getByRole('alert')).toHaveText(title);
    await expect(stock.getByRole('listitem'), 'the list stays').toHaveCount(1);
    await user.context().close();
  });

  test('without a console session, says to sign in and links to the console sign-in', async ({
    browser,
  }) => {
    // A context of its own, without the signed-in storage this file uses.
    const stranger = await (
      await browser.newContext({
        viewport: phoneSize,
        isMobile: true,
        storageState: { cookies: [], origins: [] },
      })
    ).newPage();
    await stranger.goto('/station');
    await expect(stranger.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/#/login',
    );
    await expect(stranger.getByRole('form', { name: 'Pack under a parent' })).toBeHidden();
    await stranger.context().close();
  });
});
