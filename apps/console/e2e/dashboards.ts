import { expect, type Page } from '@playwright/test';
import { generated, printRunByApi, runCodes, seedPrintClient, tagOf, type Api, type PrintClient } from './print-runs';

/**
 * A genuine scan of a fresh code, made the way a consumer makes one: a phone opens the printed
 * code's address. The code's print run is new, so its company's figures move by exactly one.
 */
export async function genuineScan(page: Page, api: Api, client?: PrintClient): Promise<string> {
  const owner = client ?? (await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 }));
  const run = await printRunByApi(api, owner, 4);
  await generated(api, run.id);
  const code = (await runCodes(api, run.id))[0]!;
  const scanned = await page.request.get(`/v/${encodeURIComponent(code)}`, { headers: { accept: 'application/json' } });
  expect(((await scanned.json()) as { verdict: string }).verdict).toBe('genuine');
  return code;
}

/** The number a dashboard tile shows, once it has loaded ("Products" then "1,204"). */
export async function figureOf(page: Page, label: string): Promise<number> {
  const tile = page.getByRole('group', { name: label, exact: true });
  await expect(tile).toHaveText(new RegExp(`^${label}\\s*[\\d,.]+$`));
  return Number((await tile.innerText()).slice(label.length).replace(/,/g, '').trim());
}

/** Whether the page is wider than its window (something overflows sideways). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
