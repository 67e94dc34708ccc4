import { apiKeyPattern, formatIsoDate, formatListDateTime, messages } from '@veritag/domain';
import type { Page } from '@playwright/test';
import { e2eBaseUrl, screenshotPath } from '#e2e/e2e-server';
import {
  fieldOf,
  integrationsViewer,
  openIntegrationsEntry,
  takeShownSecret,
  tick,
} from '#e2e/integrations';
import { apiOf, tagOf } from '#e2e/print-runs';
import { rowAction } from '#e2e/row-actions';
import { logIn, sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'New API key' });
const keyTable = (page: Page) => page.getByRole('table', { name: 'API Keys' });
/** A key's row (first: the panel its Show details opens under it names the key too). */
const keyRow = (page: Page, name: string) =>
  keyTable(page)
    .getByRole('row', { name: new RegExp(name) })
    .first();

/** An EPCIS query made with a key, as a line system makes it: the status says whether the key opens it. */
const queryWith = async (page: Page, key: string) =>
  (
    await page.request.get('/api/epcis/events', { headers: { authorization: `Bearer ${key}` } })
  ).status();

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin', permissions: ['clipboard-read', 'clipboard-write'] });

  test('makes a key, sees it once, copies it, rotates it (the old one stops) and revokes it', async ({
    page,
  }) => {
    const name = `Reader ${tagOf()}`;
    await openIntegrationsEntry(page, 'API Keys');

    // Nothing filled: the name and the scopes say what is missing, and nothing is made.
    await page.getByRole('button', { name: 'New API key' }).click();
    await dialog(page).getByRole('button', { name: 'Make key' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      new RegExp(messages.required),
    );
    await expect(dialog(page).getByRole('group', { name: 'Scopes' })).toContainText(
      'Choose at least one scope',
    );
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
    await tick(dialog(page), 'Scopes', ['trace:read']);
    await expect(dialog(page).getByRole('group', { name: 'Scopes' })).not.toContainText(
      'Choose at least one scope',
    );
    await page.screenshot({ path: screenshotPath('api-key-new'), fullPage: true });
    await dialog(page).getByRole('button', { name: 'Make key' }).click();

    // Shown once, with a Copy button that puts it on the clipboard.
    const shown = page.getByRole('dialog', { name: `API key ${name}` });
    const key = (
      (await shown.getByRole('textbox', { name: 'API key' }).textContent()) ?? ''
    ).trim();
    expect(key).toMatch(apiKeyPattern);
    await shown.getByRole('button', { name: 'Copy API key' }).click();
    await expect(shown.getByRole('status')).toHaveText('API key copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await page.screenshot({ path: screenshotPath('api-key-shown'), fullPage: true });
    // A click beside the dialog does not lose the key; Done closes it.
    await page.mouse.click(5, 5);
    await expect(shown).toBeVisible();
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = keyRow(page, name);
    await expect(row.locator('[data-state="active"]')).toHaveText('Active');
    const field = (column: string) => fieldOf(keyTable(page), name, column);
    await expect(await field('Scopes')).toHaveText('trace:read');
    await expect(await field('Expires')).toHaveText('Never');
    await expect(await field('Last Used')).toHaveText('Not yet');
    await expect(await field('Made By')).toHaveText('admin');
    const prefix = ((await (await field('Key')).textContent()) ?? '').replace('…', '').trim();
    expect(prefix.length).toBeGreaterThan('vtk_'.length);
    expect(key.startsWith(prefix)).toBe(true);
    expect(await queryWith(page, key)).toBe(200);
    await page.screenshot({ path: screenshotPath('api-key-list'), fullPage: true });

    // Rotate: a new key, shown once; the old one is refused at once.
    await (await rowAction(row, /^Rotate /)).click();
    const rotate = page.getByRole('alertdialog', { name: `Rotate ${name}?` });
    await expect(rotate).toContainText('stops working at once');
    await rotate.getByRole('button', { name: 'Rotate' }).click();
    const rotated = await takeShownSecret(page, `New key for ${name}`, 'API key');
    expect(rotated).toMatch(apiKeyPattern);
    expect(rotated).not.toBe(key);
    expect(await queryWith(page, key)).toBe(401);
    expect(await queryWith(page, rotated)).toBe(200);

    // Revoke: refused from now on, listed as revoked, with nothing more to do.
    await (await rowAction(keyRow(page, name), /^Revoke /)).click();
    const revoke = page.getByRole('alertdialog', { name: `Revoke ${name}?` });
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await expect(keyRow(page, name).locator('[data-state="revoked"]')).toHaveText('Revoked');
    await expect(keyRow(page, name).getByRole('button', { name: /^(Rotate|Revoke) / })).toHaveCount(
      0,
    );
    expect(await queryWith(page, rotated)).toBe(401);
  });

  test('gives a key a last day: not before today, and listed as expiring at the end of it', async ({
    page,
  }) => {
    const name = `Until ${tagOf()}`;
    const expiry = page.getByRole('spinbutton', { name: /^month, Expires/ });
    const typeExpiry = async (day: Date) => {
      await expiry.click();
      const [year, month, date] = formatIsoDate(day).split('-');
      await page.keyboard.type(`${month}${date}${year}`);
    };
    await openIntegrationsEntry(page, 'API Keys');
    await page.getByRole('button', { name: 'New API key' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
    await tick(dialog(page), 'Scopes', ['codes:read', 'reports:read']);

    const yesterday = new Date(Date.now() - 86_400_000);
    await typeExpiry(yesterday);
    await dialog(page).getByRole('button', { name: 'Make key' }).click();
    await expect(dialog(page)).toContainText(messages.dateBeforeToday);

    const tomorrow = new Date(Date.now() + 86_400_000);
    await typeExpiry(tomorrow);
    await dialog(page).getByRole('button', { name: 'Make key' }).click();
    await takeShownSecret(page, `API key ${name}`, 'API key');
    const lastInstant = new Date(tomorrow);
    lastInstant.setHours(23, 59, 59, 999);
    const field = (column: string) => fieldOf(keyTable(page), name, column);
    await expect(await field('Expires')).toHaveText(formatListDateTime(lastInstant));
    await expect(await field('Scopes')).toHaveText('codes:read, reports:read');
    const row = keyRow(page, name);
    await expect(row.locator('[data-state="active"]')).toHaveText('Active');
  });
});

test.describe('a user granted Integrations on the privilege page (view level)', () => {
  test.use({ signedInAs: 'admin' });
  test('sees the keys and webhooks but no button to make, rotate or revoke', async ({
    page,
    browser,
  }) => {
    const password = 'Hooks-pass1';
    const login = await integrationsViewer(page, password);
    const name = `Seen ${tagOf()}`;
    await (await apiOf(page)).post('/api-keys', { data: { name, scopes: ['codes:read'] } });

    const viewer = await (
      await browser.newContext({ baseURL: e2eBaseUrl, viewport: { width: 1366, height: 768 } })
    ).newPage();
    await logIn(viewer, login, password);
    await openIntegrationsEntry(viewer, 'API Keys');
    await expect(keyRow(viewer, name).locator('[data-state="active"]')).toHaveText('Active');
    await expect(viewer.getByRole('button', { name: 'New API key' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /^(Rotate|Revoke) / })).toHaveCount(0);
    await openIntegrationsEntry(viewer, 'Webhooks');
    await expect(viewer.getByRole('table', { name: 'Webhooks' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'New webhook' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /^(Resume|Delete) / })).toHaveCount(0);
    await viewer.context().close();
  });
});

for (const login of ['user', 'producer'] as const) {
  test.describe(`the demo ${login}, without the Integrations privilege`, () => {
    test.use({ signedInAs: login });
    test('has no Integrations entries and gets Access Denied on /api_keys', async ({ page }) => {
      await page.goto('/#/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(sideMenu(page).getByRole('button', { name: 'Integrations' })).toHaveCount(0);
      await page.goto('/#/api_keys');
      await expect(page).toHaveURL(/#\/access$/);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    });
  });
}
