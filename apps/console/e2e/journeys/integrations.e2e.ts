import type { Page } from '@playwright/test';
import { screenshotPath } from '../e2e-server';
import {
  hasValidSignature,
  openIntegrationsEntry,
  startWebhookReceiver,
  takeShownSecret,
  tick,
  type WebhookReceiver,
} from '../integrations';
import { layoutBreaches } from '../layout-audit';
import { apiOf, runCodes, tagOf } from '../print-runs';
import { rowAction } from '../row-actions';
import { expect, test } from '../stored-sessions';
import { epcis } from '../trace';

/** A code of the demo print run, which the journey only observes (an inspection changes nothing). */
async function demoCode(page: Page): Promise<string> {
  const api = await apiOf(page, 'admin');
  const runs = (await api.get('/get/companyInfo?size=1&sort=createdDate,asc')) as {
    content: { id: number }[];
  };
  return (await runCodes(api, runs.content[0]!.id))[200]!;
}

/** An inspection of one code at a line: an ObjectEvent OBSERVE, as a line system would send it. */
const inspection = (code: string) => ({
  type: 'ObjectEvent',
  action: 'OBSERVE',
  bizStep: 'inspecting',
  epcList: [code],
  readPoint: { id: 'urn:epc:id:sgln:0614141.00777.0' },
  eventTime: new Date().toISOString(),
  eventTimeZoneOffset: '+00:00',
});

/** The screen drawn at each width the issue measures, with nothing overflowing. */
async function fitsAtDeskAndPhone(page: Page, name: string): Promise<void> {
  const breaches: string[] = [];
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
    breaches.push(...(await layoutBreaches(page)).map((breach) => `${width}: ${breach}`));
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  expect(breaches, name).toEqual([]);
}

/**
 * A line system joins (decisions 0455 to 0457): the company admin makes an API
 * key with trace:write and a webhook for epcis.captured in the console; the line posts an EPCIS
 * document with the key alone; the receiver gets the event, signed with the webhook's secret; the
 * delivery log shows it delivered, and Resend sends it again with the same webhook-id.
 */
test.describe('a line system with its own key, heard by a webhook', () => {
  test.use({ signedInAs: 'admin' });
  let receiver: WebhookReceiver | undefined;
  test.afterEach(async () => receiver?.close());

  test('key and webhook made in the console, EPCIS posted with the key, delivery signed and logged', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tag = tagOf();
    const code = await demoCode(page);
    receiver = await startWebhookReceiver(`/line-${tag}`);

    // The API key, trace:write only, shown once.
    await openIntegrationsEntry(page, 'API Keys');
    await page.getByRole('button', { name: 'New API key' }).click();
    const keyForm = page.getByRole('dialog', { name: 'New API key' });
    await keyForm.getByRole('textbox', { name: 'Name' }).fill(`Packing line ${tag}`);
    await tick(keyForm, 'Scopes', ['trace:write']);
    await keyForm.getByRole('button', { name: 'Make key' }).click();
    const key = await takeShownSecret(page, `API key Packing line ${tag}`, 'API key');
    await fitsAtDeskAndPhone(page, 'integrations-api-keys');

    // The webhook to the receiver, for captured EPCIS events; its secret shown once.
    await openIntegrationsEntry(page, 'Webhooks');
    await page.getByRole('button', { name: 'New webhook' }).click();
    const hookForm = page.getByRole('dialog', { name: 'New webhook' });
    await hookForm.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    await tick(hookForm, 'Events', ['epcis.captured']);
    await hookForm.getByRole('button', { name: 'Make webhook' }).click();
    const secret = await takeShownSecret(page, 'Webhook made', 'Signing secret');

    // The line posts a document with its key alone: no person's session.
    const capture = await page.request.post('/api/epcis/capture', {
      headers: { authorization: `Bearer ${key}` },
      data: epcis.document(inspection(code)),
    });
    expect(capture.status(), await capture.text()).toBe(202);

    // The receiver hears of it, signed with the secret the console showed.
    const [delivery] = await receiver.waitFor(1);
    expect(hasValidSignature(delivery!, secret)).toBe(true);
    const message = JSON.parse(delivery!.body) as { type: string; data: unknown };
    expect(message.type).toBe('epcis.captured');
    expect(JSON.stringify(message.data)).toContain(code);
    const messageId = String(delivery!.headers['webhook-id']);
    expect(messageId).not.toBe('');

    // The delivery log shows it delivered, at the first attempt, with the receiver's 200.
    const hook = page.getByRole('table', { name: 'Webhooks' }).getByRole('row', {
      name: new RegExp(receiver.url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
    });
    await (await rowAction(hook, /^Deliveries /)).click();
    const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
    const row = log.getByRole('row').filter({
      has: page.getByRole('button', { name: `Resend epcis.captured ${messageId}` }),
    });
    await expect(row.locator('[data-state="delivered"]')).toHaveText('Delivered');
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath('integrations-delivery-log'), fullPage: true });

    // Resend: the receiver gets it again, with the same webhook-id, signed again.
    await row.getByRole('button', { name: `Resend epcis.captured ${messageId}` }).click();
    const received = await receiver.waitFor(2);
    const again = received.at(-1)!;
    expect(again.headers['webhook-id']).toBe(messageId);
    expect(hasValidSignature(again, secret)).toBe(true);
    await fitsAtDeskAndPhone(page, 'integrations-delivery-log');

    await openIntegrationsEntry(page, 'Webhooks');
    await fitsAtDeskAndPhone(page, 'integrations-webhooks');
  });
});
