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

export interface Reporter {
  name: string;
  email: string;
  mobile: string;
}

/**
 * An invalid scan of a customer of its own, made the way a consumer makes one: a code of a
 * fresh print run is blacklisted (so it scans not genuine), a phone opens its URL and the
 * person reports it through the scan page's action. A made-up code would belong to no
 * company, so no company's list would show it.
 */
export async function reportedInvalidScan(
  page: Page,
  api: Api,
  reporter: Reporter,
): Promise<{ client: PrintClient; code: string }> {
  const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 10 });
  const run = await printRunByApi(api, client, 4);
  await generated(api, run.id);
  const code = (await runCodes(api, run.id))[0]!;
  await api.post('/code-blacklist', { data: { code, reason: 'counterfeit' } });
  const phone = asPhone({ accept: 'application/json' });
  const scanned = await page.request.get(`/v/${encodeURIComponent(code)}`, { headers: phone });
  const view = (await scanned.json()) as { verdict: string; actions: { report: string } };
  expect(view.verdict).toBe('notGenuine');
  const reported = await page.request.post(view.actions.report, {
    data: reporter,
    headers: { 'x-forwarded-for': phone['x-forwarded-for'] },
  });
  expect(reported.status()).toBe(204);
  return { client, code };
}
