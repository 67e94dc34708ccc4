import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eBaseUrl } from './e2e-server';
import { sideMenu } from './sessions';
import { addUserByApi, latestPasswordLink, setFirstPasswordByApi, tokenOf } from './users';

/**
 * The integrations journeys: the API Keys and Webhooks screens reached from the menu, the keys
 * and secrets they show once, and a webhook receiver on loopback that keeps what it was sent
 * (the journey servers allow loopback targets: WEBHOOK_ALLOW_PRIVATE in e2e-server.ts).
 */

/** Opens an Integrations screen from the side menu, opening the group if it is closed. */
export async function openIntegrationsEntry(
  page: Page,
  entry: 'API Keys' | 'Webhooks',
): Promise<void> {
  if (!page.url().includes('#/')) await page.goto('/#/dashboard');
  const menu = sideMenu(page);
  const group = menu.getByRole('button', { name: 'Integrations' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { name: entry, level: 1 })).toBeVisible();
}

/** Ticks the boxes of a CheckboxGroup field by their names (a scope, an event type). */
export async function tick(scope: Locator, group: string, names: readonly string[]) {
  const boxes = scope.getByRole('group', { name: group });
  for (const name of names) {
    const box = boxes.getByRole('checkbox', { name: new RegExp(`^${escaped(name)}\\b`) });
    // The box is drawn by its label (the input itself is visually hidden): a person clicks the name.
    await boxes.getByText(name, { exact: true }).click();
    await expect(box).toBeChecked();
  }
}

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A row's value in a column, wherever the list shows it: its cell while the table has room for
 * the column, else the field under the row's Show details (the kit folds low priorities away).
 */
export async function fieldOf(table: Locator, rowName: string, column: string): Promise<Locator> {
  // The row itself, not the panel its Show details opens under it (which names it too).
  const row = table.getByRole('row', { name: new RegExp(escaped(rowName)) }).first();
  await row.waitFor();
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) =>
    text.replace(/[↕↑↓]/g, '').trim(),
  );
  const index = headers.indexOf(column);
  if (index >= 0) return row.getByRole('cell').nth(index);
  const details = row.getByRole('button', {
    name: new RegExp(`^(Show|Hide) details ${escaped(rowName)}$`),
  });
  if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
  return table.locator(`[data-slot="folded-fields"] dt:text-is("${column}") + dd`);
}

/** The secret a shown-once dialog holds, read from its box; Done closes the dialog. */
export async function takeShownSecret(page: Page, title: string, label: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('it will not be shown again');
  const value = ((await dialog.getByRole('textbox', { name: label }).textContent()) ?? '').trim();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  return value;
}

/** One request the receiver got, as sent. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Waits until at least `count` requests arrived, and returns them. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A receiver on 127.0.0.1 that answers 200 to every POST and keeps its headers and body. */
export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      reply.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    async waitFor(count, timeoutMs = 30_000) {
      await expect
        .poll(() => received.length, { timeout: timeoutMs })
        .toBeGreaterThanOrEqual(count);
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/**
 * Whether a delivery carries a valid Standard Webhooks signature for `secret` (`whsec_` and the
 * key in base64): `webhook-signature` holds `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`,
 * one or more separated by spaces. Written out here rather than with the standardwebhooks
 * package, so the test checks the convention and not the library the server signs with.
 */
export function hasValidSignature(delivery: ReceivedWebhook, secret: string): boolean {
  const id = header(delivery.headers, 'webhook-id');
  const timestamp = header(delivery.headers, 'webhook-timestamp');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.body}`).digest();
  return header(delivery.headers, 'webhook-signature')
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return (
        version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
      );
    });
}

/**
 * A new user of the demo company (customer Sunrise Pharma) with a password, holding Integrations
 * as the privilege page grants it by its one switch (view level), made through the admin's
 * screens and calls. Returns the login; the password is `password`.
 */
export async function integrationsViewer(page: Page, password: string): Promise<string> {
  const login = `hooks${Date.now() % 1_000_000}`;
  const email = `${login}@journey.example`;
  await page.goto('/#/dashboard');
  const token = (await tokenOf(page))!;
  await addUserByApi(
    e2eBaseUrl,
    token,
    { firstName: 'Ines', lastName: 'Integrator', login, email, mobileNo: '9876501234' },
    'sunrise',
  );
  await setFirstPasswordByApi(e2eBaseUrl, await latestPasswordLink(email), password);
  await page.goto('/#/user_list');
  await page.getByRole('textbox', { name: 'Username contains' }).fill(login);
  await page.getByRole('button', { name: `Add Privilege ${login}`, exact: true }).click();
  await page.getByRole('switch', { name: 'Integrations', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Privileges saved successfully')).toBeVisible();
  return login;
}
