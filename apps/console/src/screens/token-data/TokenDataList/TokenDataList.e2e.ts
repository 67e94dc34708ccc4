import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import { sideMenu } from '#e2e/sessions';
import { test } from '#e2e/stored-sessions';
import { tokenOf } from '#e2e/users';

const headers = async (page: Page) => ({ authorization: `Bearer ${await tokenOf(page)}` });

/** Uploads a pack list as the Add Token Data form does, without asking for its file: it stays UPLOADED. */
async function uploadOnly(page: Page, poNumber: string, packs: number): Promise<number> {
  const plants = (await (
    await page.request.get('/api/plants/name', { headers: await headers(page) })
  ).json()) as { id: number }[];
  const csv = [
    'pack',
    ...Array.from({ length: packs }, (_, index) => `${poNumber}-${index + 1}`),
  ].join('\r\n');
  const reply = await page.request.post('/api/ap-utilities', {
    headers: await headers(page),
    multipart: {
      plant: String(plants[0]!.id),
      poNumber,
      validUpto: '5 Years',
      'matnr.color': 'Blue',
      'matnr.tokenType': 'Normal',
      'matnr.packSize': '15',
      file: { name: `${poNumber}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { id: number }).id;
}

const rowOf = (page: Page, text: string) =>
  page.locator('tbody').getByRole('row').filter({ hasText: text });

test.describe('the company admin on the token data list', () => {
  test.use({ signedInAs: 'admin' });

  test('shows the spec’s columns, finds the demo order and downloads its token file', async ({
    page,
  }) => {
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Token Data' }).click();
    await sideMenu(page).getByRole('link', { name: 'Token Data', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Token Data', level: 1 })).toBeVisible();
    for (const header of [
      'File',
      'PO Number',
      'Token Type',
      'Pack Size',
      'Created By',
      'Date',
      'Status',
    ]) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();

    // The demo seed's order: 6 packs of Blue 15, COMPLETED.
    await page.getByRole('textbox', { name: 'PO Number contains' }).fill('PO-5001');
    const demo = rowOf(page, 'PO-5001');
    await expect(demo).toHaveCount(1);
    await expect(demo.getByText('COMPLETED', { exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath('token-data-list'), fullPage: true });
    const started = page.waitForEvent('download');
    await demo
      .getByRole('button', { name: /^Download CSV demo-po-5001-packs\.csv, PO-5001/ })
      .click();
    const lines = (await readFile(await (await started).path()))
      .toString('utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('pack,position,seq,code,validUpto');
    expect(lines).toHaveLength(6 * 15 + 1);
    expect(lines[1]).toMatch(/^DEMO-PACK-001,1,1,[0-9A-Z]{12},\d{4}-\d{2}-\d{2}$/);
    expect(lines.at(-1)).toMatch(/^DEMO-PACK-006,15,90,/);

    // Contains on Status: no UPLOADED order among the demo's.
    await page.getByRole('textbox', { name: 'PO Number contains' }).fill('');
    await page.getByRole('textbox', { name: 'Status contains' }).fill('COMPLETED');
    await expect(page.locator('tbody').getByRole('row').first()).toContainText('COMPLETED');
  });

  test('offers Generate for a file whose request never came, and follows it to COMPLETED', async ({
    page,
  }) => {
    await page.goto('/#/dashboard');
    const poNumber = `PO-GEN-${Date.now() % 1_000_000}`;
    await uploadOnly(page, poNumber, 4);
    await page.goto('/#/token_data_list');
    await page.getByRole('textbox', { name: 'PO Number contains' }).fill(poNumber);
    const row = rowOf(page, poNumber);
    await expect(row.getByText('UPLOADED', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Download CSV/ })).toHaveCount(0);
    await row.getByRole('button', { name: /^Generate/ }).click();
    await expect(
      page.getByText('Request Successfully submited please wait for some time'),
    ).toBeVisible();
    await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole('button', { name: /^Generate/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Download CSV/ })).toBeVisible();
  });
});

test.describe('a user without Token Data', () => {
  test.use({ signedInAs: 'user' });

  test('is shown Access Denied on the list and the add screen', async ({ page }) => {
    for (const route of ['/#/token_data_list', '/#/token_data_add']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
  });
});
