import type { Page } from '@playwright/test';
import { datePartsOf, monthNames } from '@veritag/domain';
import {
  figureOf,
  genuineScan,
  locatedOnMap,
  overflowsSideways,
  scansOnMap,
  validScansOnMap,
} from '#e2e/dashboards';
import { screenshotPath } from '#e2e/e2e-server';
import { apiOf, printRunByApi, seedPrintClient, tagOf } from '#e2e/print-runs';
import { expect, test } from '#e2e/stored-sessions';

const phoneSize = { width: 390, height: 844 };

/** This month's bar of "Valid scans per month" (0 while the chart has nothing to show; "Sept" or "Sep"). */
async function validScansThisMonth(page: Page): Promise<number> {
  const chart = page.getByRole('figure', { name: 'Valid scans per month' });
  await expect(chart).toBeVisible();
  const { year, month } = datePartsOf(new Date());
  const row = chart.getByRole('row', {
    name: new RegExp(`^${monthNames[month - 1]}\\w* ${year} `),
  });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').innerText()).replace(/,/g, ''));
}

async function openDashboard(page: Page) {
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test.describe('the company admin on the dashboard', () => {
  test.use({ signedInAs: 'admin' });

  test('sees the counts move with a new product, a print run and a scan', async ({ page }) => {
    test.setTimeout(150_000);
    const api = await apiOf(page);
    await openDashboard(page);
    await expect(
      page.getByRole('heading', { name: 'Real Time Product Scan Dashboard' }),
    ).toHaveCount(0);
    const before = {
      products: await figureOf(page, 'Products'),
      printRuns: await figureOf(page, 'Print runs'),
      scans: await validScansThisMonth(page),
      onMap: await validScansOnMap(page),
    };

    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 });
    await page.reload();
    expect(await figureOf(page, 'Products')).toBe(before.products + 1);

    // Made in the Ionian Sea; the map opens on every scan, so it shows this one too.
    await genuineScan(page, api, { client, at: { lat: 35.2, lng: 18.3 } });
    await page.reload();
    expect(await figureOf(page, 'Print runs')).toBe(before.printRuns + 1);
    expect(await validScansThisMonth(page)).toBe(before.scans + 1);
    await expect(page.getByRole('list', { name: 'Top products' })).toBeVisible();
    await expect.poll(() => validScansOnMap(page)).toBe(before.onMap + 1);
    await page.screenshot({ path: screenshotPath('dashboard-main'), fullPage: true });
  });

  test('one figure failing leaves the others shown', async ({ page }) => {
    await page.route('**/api/products/count', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"title":"Down","status":500}',
      }),
    );
    await openDashboard(page);
    await expect(page.getByRole('group', { name: 'Products', exact: true })).toHaveText(
      'ProductsNot available',
    );
    expect(await figureOf(page, 'Print runs')).toBeGreaterThanOrEqual(0);
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize(phoneSize);
    await openDashboard(page);
    await figureOf(page, 'Products');
    await expect(page.getByRole('figure', { name: 'Valid scans per month' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    await page.screenshot({ path: screenshotPath('dashboard-main-phone'), fullPage: true });
  });
});

test.describe('the dashboard map', () => {
  test.use({ signedInAs: 'admin' });

  for (const size of [{ width: 1280, height: 800 }, phoneSize]) {
    test(`opens on the year's scans at ${size.width}x${size.height} and says how many have a place`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const api = await apiOf(page);
      // At least one located scan of this year, far from the default centre: the map must go to it.
      await genuineScan(page, api, { at: { lat: 52.52, lng: 13.4 } });
      await page.setViewportSize(size);
      await openDashboard(page);
      const map = page.getByRole('region', { name: 'Valid and invalid scans' });
      await map.scrollIntoViewIfNeeded();
      const { located, total } = await locatedOnMap(page);
      expect(located).toBeGreaterThan(0);
      expect(located).toBeLessThanOrEqual(total);
      await expect(map.getByText('No scans in this part of the map.')).toHaveCount(0);
      // Opened on all of them: the map shows every located scan of the year.
      await expect.poll(() => scansOnMap(page)).toBe(located);
      expect(await overflowsSideways(page)).toBe(false);
      await map.screenshot({ path: screenshotPath(`dashboard-map-${size.width}`) });
    });
  }
});

test.describe('the super admin', () => {
  test.use({ signedInAs: 'superadmin' });

  test('sees the platform’s figures: a company admin’s new print run counts', async ({ page }) => {
    const admin = await apiOf(page, 'admin');
    await openDashboard(page);
    const before = await figureOf(page, 'Print runs');
    await printRunByApi(admin, await seedPrintClient(admin, tagOf(), { labelsPerRoll: 4 }), 4);
    await page.reload();
    expect(await figureOf(page, 'Print runs')).toBe(before + 1);
  });
});

test.describe('the producer', () => {
  test.use({ signedInAs: 'producer' });

  test('sees the counts dashboard of their company', async ({ page }) => {
    const api = await apiOf(page);
    const count = ((await api.get('/products/count')) as { count: number }).count;
    await openDashboard(page);
    expect(await figureOf(page, 'Products')).toBe(count);
  });
});
