import { expect, type Page } from '@playwright/test';
import { generated, printRunByApi, runCodes, seedPrintClient, tagOf, type Api, type PrintClient } from './print-runs';

/**
 * A genuine scan of a fresh code, made the way a consumer makes one: a phone opens the printed
 * code's address. The code's print run is new, so its company's figures move by exactly one.
 */
export async function genuineScan(page: Page, api: Api, options: { client?: PrintClient; at?: { lat: number; lng: number } } = {}): Promise<string> {
  const { client, at } = options;
  const owner = client ?? (await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 }));
  const run = await printRunByApi(api, owner, 4);
  await generated(api, run.id);
  const code = (await runCodes(api, run.id))[0]!;
  const scanned = await page.request.get(`/v/${encodeURIComponent(code)}`, { headers: { accept: 'application/json' } });
  const view = (await scanned.json()) as { verdict: string; actions: { location: string } };
  expect(view.verdict).toBe('genuine');
  // The phone's position, sent by the scan page when the person allows it.
  if (at) expect((await page.request.post(view.actions.location, { data: at })).status()).toBe(204);
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

/** Whether the page is wider than its window (something overflows sideways). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
