import type { Page } from '@playwright/test';
import { greatCircleKm } from '@veritag/domain';
import { screenshotPath } from '#e2e/e2e-server';
import { asPhone } from '#e2e/phones';
import { apiOf } from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import { openTraceEntry, shippedPallet } from '#e2e/trace';

// The pallet ships to the Mumbai depot (19.07, 72.87).
const depot = { latitude: 19.07, longitude: 72.87 };
// Far: the Ionian Sea, in the dashboard map's opening view. Near: Thane, the depot's own market.
const far = { lat: 35.2, lng: 18.3 };
const near = { lat: 19.2, lng: 72.97 };

/** A consumer scans a code and shares the place, as the scan page does. */
async function scanAt(page: Page, code: string, place: { lat: number; lng: number }) {
  const phone = asPhone({ accept: 'application/json' });
  const scanned = await page.request.get(`/v/${encodeURIComponent(code)}`, { headers: phone });
  const view = (await scanned.json()) as { verdict: string; actions: { location: string } };
  expect(view.verdict).toBe('genuine');
  expect(
    (
      await page.request.post(view.actions.location, {
        data: place,
        headers: { 'x-forwarded-for': phone['x-forwarded-for'] },
      })
    ).status(),
  ).toBe(204);
}

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('sees a scan far from its consignment’s destination in Geo-Diversions and on the dashboard map, and not one near it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const api = await apiOf(page);
    const pallet = await shippedPallet(api);
    const [farCode, nearCode] = pallet.children as [string, string];
    await scanAt(page, farCode, far);
    await scanAt(page, nearCode, near);
    const km = new Intl.NumberFormat('en').format(
      Math.round(greatCircleKm({ latitude: far.lat, longitude: far.lng }, depot)),
    );

    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await openTraceEntry(page, 'Geo-Diversions');
    await expect(page.getByRole('heading', { name: 'Geo-Diversions', level: 1 })).toBeVisible();
    for (const header of [
      'Code',
      'Product',
      'Consignment',
      'Destination',
      'Scanned near',
      'Distance',
      'Scanned',
    ]) {
      await expect(
        page.getByRole('columnheader', { name: new RegExp(`^${header}`) }).first(),
      ).toBeVisible();
    }
    // The consignment carried both codes; only the far scan is listed.
    await page.getByRole('textbox', { name: 'Consignment contains' }).fill(pallet.reference);
    const row = page.getByRole('row', { name: new RegExp(farCode) });
    await expect(row.getByRole('cell', { name: `${km} km`, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Mumbai depot', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '35.2, 18.3', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(nearCode) })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1 record');
    await page.screenshot({ path: screenshotPath('geo-diversion-list'), fullPage: true });

    await page.goto('/#/dashboard');
    const map = page.getByRole('region', { name: 'Valid and invalid scans' });
    await expect(
      map.getByRole('img', { name: `Diverted scan, ${km} km from Mumbai depot` }).first(),
    ).toBeVisible();
    await expect(map.getByRole('list', { name: 'Legend' })).toContainText('Diverted');
    await page.screenshot({ path: screenshotPath('geo-diversion-map'), fullPage: true });
  });
});

test.describe('a ROLE_USER without Track & Trace', () => {
  test.use({ signedInAs: 'user' });

  test('has no Geo-Diversions entry and sees Access Denied by URL', async ({ page }) => {
    await page.goto('/#/geo_diversion_list');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Geo-Diversions' })).toHaveCount(0);
  });
});
