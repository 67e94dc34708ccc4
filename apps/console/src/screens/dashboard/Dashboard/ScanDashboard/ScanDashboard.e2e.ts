import type { Page } from '@playwright/test';
import { addMonths, datePartsOf, formatIsoDate } from '@veritag/domain';
import {
  figureOf,
  genuineScan,
  locatedOnMap,
  overflowsSideways,
  scansOnMap,
  validScansOnMap,
} from '#e2e/dashboards';
import { screenshotPath } from '#e2e/e2e-server';
import { apiOf } from '#e2e/print-runs';
import { expect, test } from '#e2e/stored-sessions';

test.use({ signedInAs: 'user' });

const today = () => datePartsOf(new Date());
const dayBefore = (iso: string) =>
  formatIsoDate(datePartsOf(new Date(Date.parse(`${iso}T12:00:00Z`) - 86_400_000), 'utc'), 'utc');
const weekdayName = new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(new Date());

/** Types a date into a date picker's segments (month, day, year: the browser's en-US order). */
async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

const filter = (page: Page) => page.getByRole('button', { name: 'Filter' });
/** The next answer of the figures' call; after it the old figures are gone (each Filter mounts the results afresh). */
const detailsAnswered = (page: Page) =>
  page
    .waitForResponse((response) =>
      response.url().includes('/api/dashboard/report/product-scan-details'),
    )
    .then((response) => new URL(response.url()).searchParams);

/** Today's weekday's row of the weekday table (0 when the server leaves the day out). */
async function todaysFrequency(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: 'Scans per weekday' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(`^${weekdayName} `) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').innerText()).replace(/,/g, ''));
}

test('the end user sees the month’s scans, and today’s scan counted after Filter', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const asked = detailsAnswered(page);
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Real Time Product Scan Dashboard' }),
  ).toBeVisible();
  const query = await asked;
  expect([query.get('startDate'), query.get('endDate')]).toEqual([
    formatIsoDate(addMonths(today(), -1)),
    formatIsoDate(today()),
  ]);
  expect(query.get('timeZone')).toBeTruthy();
  await expect(
    page.getByRole('group', { name: 'Number of scanned product categories' }),
  ).toHaveText('Number of scanned product categories2');
  await expect(page.getByRole('group', { name: 'Average product scans per day' })).toHaveText(
    /per day\s*\d+\.\d{2}$/,
  );
  const before = await figureOf(page, 'Total product scans');
  await expect(page.getByRole('columnheader', { name: 'Frequency' })).toBeVisible();
  const todayBefore = await todaysFrequency(page);
  const onMapBefore = await validScansOnMap(page);

  await genuineScan(page, await apiOf(page, 'admin'), { at: { lat: 35.2, lng: 18.3 } });
  const again = detailsAnswered(page);
  await filter(page).click();
  await again;
  expect(await figureOf(page, 'Total product scans')).toBe(before + 1);
  expect(await todaysFrequency(page)).toBe(todayBefore + 1);
  await expect(page.getByRole('figure', { name: 'Number of product scan per day' })).toBeVisible();
  await expect.poll(() => validScansOnMap(page)).toBe(onMapBefore + 1);
  // The map's line counts the same scans as the total beside it, and shows every located one.
  const { located, total } = await locatedOnMap(page);
  expect(total).toBe(before + 1);
  expect(located).toBeGreaterThan(0);
  await expect.poll(() => scansOnMap(page)).toBe(located);
  await page.screenshot({ path: screenshotPath('dashboard-scan'), fullPage: true });

  // A range of today alone: its total is today's weekday's frequency, the new scan among them.
  const onlyToday = detailsAnswered(page);
  await typeDate(page, 'Start', formatIsoDate(today()));
  await filter(page).click();
  expect((await onlyToday).get('startDate')).toBe(formatIsoDate(today()));
  const todaysTotal = await figureOf(page, 'Total product scans');
  expect(todaysTotal).toBeGreaterThanOrEqual(1);
  expect(await todaysFrequency(page)).toBe(todaysTotal);
});

test('a start after the end is refused and nothing is asked', async ({ page }) => {
  await page.goto('/#/dashboard');
  await figureOf(page, 'Total product scans');
  const sent: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/product-scan-details') && sent.push(request.url()),
  );
  const end = formatIsoDate(today());
  await typeDate(page, 'Start', end);
  await typeDate(page, 'End', dayBefore(end));
  await filter(page).click();
  await expect(page.getByText('Start date can not be after End date')).toBeVisible();
  expect(sent).toEqual([]);
});

test('fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/dashboard');
  await figureOf(page, 'Total product scans');
  await expect(page.getByRole('region', { name: 'Valid and invalid scans' })).toBeVisible();
  const { located, total } = await locatedOnMap(page);
  expect(total).toBe(await figureOf(page, 'Total product scans'));
  await expect.poll(() => scansOnMap(page)).toBe(located);
  expect(await overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: screenshotPath('dashboard-scan-phone'), fullPage: true });
});
