import { webhookSecretPrefix } from '@veritag/domain';
import type { Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import { openIntegrationsEntry, takeShownSecret, tick } from '#e2e/integrations';
import { tagOf } from '#e2e/print-runs';
import { rowAction } from '#e2e/row-actions';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'New webhook' });
const hookRow = (page: Page, url: string) =>
  page.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: new RegExp(url) });

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('subscribes a URL to events, sees the signing secret once, opens its empty log and deletes it', async ({
    page,
  }) => {
    // Loopback is allowed on the journey servers; the path makes this subscription's URL its own.
    const url = `http://127.0.0.1:9/hooks/${tagOf()}`;
    await openIntegrationsEntry(page, 'Webhooks');
    await page.getByRole('button', { name: 'New webhook' }).click();

    // Not a URL, and no events: each says so, and nothing is made.
    await dialog(page).getByRole('textbox', { name: 'URL' }).fill('erp.example.com/hooks');
    await dialog(page).getByRole('button', { name: 'Make webhook' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(
      /Enter a full URL, starting with https:\/\//,
    );
    await expect(dialog(page).getByRole('group', { name: 'Events' })).toContainText(
      'Choose at least one event',
    );

    await dialog(page).getByRole('textbox', { name: 'URL' }).fill(url);
    await tick(dialog(page), 'Events', ['code.blacklisted', 'epcis.captured']);
    await page.screenshot({ path: screenshotPath('webhook-new'), fullPage: true });
    await dialog(page).getByRole('button', { name: 'Make webhook' }).click();
    const secret = await takeShownSecret(page, 'Webhook made', 'Signing secret');
    expect(secret.startsWith(webhookSecretPrefix)).toBe(true);

    const row = hookRow(page, url);
    await expect(row.locator('[data-state="active"]')).toHaveText('Active');
    await expect(
      row.getByRole('cell', { name: 'code.blacklisted, epcis.captured', exact: true }),
    ).toBeVisible();
    await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Resume / })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('webhook-list'), fullPage: true });

    await (await rowAction(row, /^Deliveries /)).click();
    await expect(page.getByRole('heading', { name: 'Webhook Deliveries', level: 1 })).toBeVisible();
    await expect(page.getByText(`Sent to ${url}`)).toBeVisible();
    await expect(page.getByText('Nothing was sent to this webhook yet')).toBeVisible();
    await page.getByRole('link', { name: 'Webhooks' }).first().click();

    await (await rowAction(hookRow(page, url), /^Delete /)).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this webhook?' });
    await expect(confirm).toContainText(`Nothing more is sent to ${url}`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(hookRow(page, url)).toHaveCount(0);
  });

  test('the delivery log opened without a subscription returns to Webhooks', async ({ page }) => {
    await page.goto('/#/webhook_deliveries');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  });
});

test.describe('the demo user, without the Integrations privilege', () => {
  test.use({ signedInAs: 'user' });
  test('gets Access Denied on /webhooks and /webhook_deliveries', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    for (const path of ['/webhooks', '/webhook_deliveries']) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
  });
});
