import { expect, type Page } from '@playwright/test';
import { asPhone } from './phones';
import {
  generated,
  printRunByApi,
  runCodes,
  seedPrintClient,
  tagOf,
  type Api,
  type PrintClient,
} from './print-runs';

/**
 * A genuine scan of a fresh code, made the way a consumer makes one: a phone opens the printed
 * code's address. The code's print run is new, so its company's figures move by exactly one.
 */
export async function genuineScan(
  page: Page,
  api: Api,
  options: { client?: PrintClient; at?: { lat: number; lng: number } } = {},
): Promise<string> {
  const { client, at } = options;
  const owner = client ?? (await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 }));
  const run = await printRunByApi(api, owner, 4);
  await generated(api, run.id);
  const code = (await runCodes(api, run.id))[0]!;
  const phone = asPhone({ accept: 'application/json' });
  const scanned = await page.request.get(`/v/${encodeURIComponent(code)}`, { headers: phone });
  const view = (await scanned.json()) as { verdict: string; actions: { location: string } };
  expect(view.verdict).toBe('genuine');
  // The phone's position, sent by the scan page when the person allows it.
  if (at)
    expect(
      (
        await page.request.post(view.actions.location, {
          data: at,
          headers: { 'x-forwarded-for': phone['x-forwarded-for'] },
        })
      ).status(),
    ).toBe(204);
  return code;
}

/** The number a dashboard tile shows, once it has loaded ("Products" then "1,204"). */
export async function figureOf(page: Page, label: string): Promise<number> {
  const tile = page.getByRole('group', { name: label, exact: true });
  await expect(tile).toHaveText(new RegExp(`^${label}\\s*[\\d,.]+$`));
  return Number((await tile.innerText()).slice(label.length).replace(/,/g, '').trim());
}

/** How many valid scans the map says it shows (its summary, read by screen readers). */
export async function validScansOnMap(page: Page): Promise<number> {
  const map = page.getByRole('region', { name: 'Valid and invalid scans' });
  // Its tiles drawn: the map has measured its width, so the summary counts the opening view.
  await expect(map.locator('img').first()).toBeVisible();
  const summary = map.getByText(/^(Shown on the map|No scans)/);
  const text = await summary.innerText();
  return Number(/([\d,]+) valid scan/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
}

/** How many scans, valid and invalid, the map says it shows (0 for "No scans in this part of the map"). */
export async function scansOnMap(page: Page): Promise<number> {
  const map = page.getByRole('region', { name: 'Valid and invalid scans' });
  await expect(map.locator('img').first()).toBeVisible();
  const text = await map.getByText(/^(Shown on the map|No scans)/).innerText();
  const [, valid = '0', invalid = '0'] =
    /([\d,]+) valid scans? and ([\d,]+) invalid/.exec(text) ?? [];
  return Number(valid.replace(/,/g, '')) + Number(invalid.replace(/,/g, ''));
}

/** The map's "27 of 202 scans have a location." line, as numbers. */
export async function locatedOnMap(page: Page): Promise<{ located: number; total: number }> {
  const line = page
    .getByRole('region', { name: 'Valid and invalid scans' })
    .getByText(/^[\d,]+ of [\d,]+ scans? ha(s|ve) a location\.$/);
  const [, located = '', total = ''] = /^([\d,]+) of ([\d,]+)/.exec(await line.innerText()) ?? [];
  return { located: Number(located.replace(/,/g, '')), total: Number(total.replace(/,/g, '')) };
}

/** Whether the page is wider than its window (something overflows sideways). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
