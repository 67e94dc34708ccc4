import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import { rowFields } from '#e2e/row-fields';
import { sideMenu } from '#e2e/sessions';
import { test } from '#e2e/stored-sessions';
import { tokenOf } from '#e2e/users';

interface DesignedTemplate {
  id: number;
  description: string;
}

/** A template of the signed-in company with a saved design (the demo seed has one): batches are made from it. */
async function designedTemplate(page: Page): Promise<DesignedTemplate> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const customers = await page.request.get('/api/customers/company?size=100', { headers });
  expect(customers.status()).toBe(200);
  for (const customer of ((await customers.json()) as { content: { id: number }[] }).content) {
    const templates = await page.request.get(`/api/templates/customer/${customer.id}`, { headers });
    const found = (
      (await templates.json()) as (DesignedTemplate & { revision?: number | null })[]
    ).find((template) => template.revision);
    if (found) return found;
  }
  throw new Error(
    'No template with a saved design among the company’s customers: the demo seed should have one',
  );
}

/** Starts a batch as the Generate Template dialog does (multipart `POST template-histories`). */
async function generateBatch(page: Page, templateId: number, quantity: number): Promise<void> {
  const reply = await page.request.post('/api/template-histories', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    multipart: { templateId: String(templateId), quantity: String(quantity) },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

const filterBy = (page: Page, column: string, text: string) =>
  page.getByRole('textbox', { name: `${column} contains` }).fill(text);
/** The rows of batches of `quantity` labels (not the filter row, whose Contains box may hold the number). */
const batchRows = (page: Page, quantity: number) =>
  page
    .locator('tbody')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(quantity), exact: true }) });
/** The newest batch of `quantity` labels (the list is newest first): the one the journey just made. */
const batchRow = (page: Page, quantity: number) => batchRows(page, quantity).first();
/** The quantities the table shows, top to bottom (Quantity is the third column). */
const quantities = async (page: Page) =>
  (await page.locator('tbody tr td:nth-child(3)').allTextContents()).map(Number);

/**
 * Clicks the Quantity header and waits for the page the server sorted: the table shows its
 * rows in its order, which is the order asked for.
 */
async function sortByQuantity(page: Page, order: 'ascending' | 'descending'): Promise<void> {
  const header = page.getByRole('columnheader', { name: 'Quantity' });
  const answer = page.waitForResponse((response) =>
    response.url().includes(`sort=quantity%2C${order === 'ascending' ? 'asc' : 'desc'}`),
  );
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', order);
  const sorted = ((await (await answer).json()) as { content: { quantity: number }[] }).content.map(
    (batch) => batch.quantity,
  );
  await expect.poll(() => quantities(page)).toEqual(sorted);
  expect(sorted).toEqual([...sorted].sort((a, b) => (order === 'ascending' ? a - b : b - a)));
}

const savedBytes = async (download: Download): Promise<Buffer> => readFile(await download.path());

async function download(page: Page, row: Locator, button: RegExp): Promise<Download> {
  const started = page.waitForEvent('download');
  await row.getByRole('button', { name: button }).click();
  return started;
}

test.describe('the company admin on the token list', () => {
  test.use({ signedInAs: 'admin' });

  test('follows a batch from RUNNING to COMPLETED, downloads its PDF and CSV, searches and sorts', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/#/dashboard');
    const template = await designedTemplate(page);
    await generateBatch(page, template.id, 3);
    await generateBatch(page, template.id, 8);

    await sideMenu(page).getByRole('button', { name: 'Template' }).click();
    await sideMenu(page).getByRole('link', { name: 'Download Print Data' }).click();
    await expect(
      page.getByRole('heading', { name: 'Download Print Data', level: 1 }),
    ).toBeVisible();
    for (const header of [
      'Company Name',
      'Template Code',
      'Quantity',
      'File Name',
      'Created Date',
      'Status',
    ]) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }

    // Newest first: the batch of 8 is on top, still making its labels or already done. The
    // page asks again by itself while a batch runs, so it turns COMPLETED without a reload.
    await filterBy(page, 'Template Code', template.description);
    const batch = batchRow(page, 8);
    await expect(
      batch
        .getByRole('progressbar', { name: 'Labels done' })
        .or(batch.getByText('COMPLETED', { exact: true })),
    ).toBeVisible();
    await expect.poll(async () => (await quantities(page)).slice(0, 2)).toEqual([8, 3]);
    await expect(batch.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(batch.getByRole('progressbar')).toHaveCount(0);
    const created = (await rowFields(batch))['Created Date']!;
    expect(created).toMatch(/^\d{2}-\d{2}-\d{2} \d{2}:\d{2} [ap]m$/);
    // Every column has its Contains box (spec 001), Created Date searched as it is shown.
    await filterBy(page, 'Created Date', created);
    await expect(batchRow(page, 8)).toBeVisible();
    await filterBy(page, 'Created Date', '');
    await page.screenshot({ path: screenshotPath('token-list'), fullPage: true });

    const pdf = await download(page, batch, /^Download PDF/);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await savedBytes(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = await download(page, batch, /^Download CSV/);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await savedBytes(csv)).toString('utf8').trim().split(/\r?\n/);
    // A header and one line per code, each code once.
    expect(lines).toHaveLength(8 + 1);
    expect(new Set(lines.slice(1)).size).toBe(8);

    // Contains on Template Code finds the template's batches and nothing else.
    await filterBy(page, 'Template Code', `${template.description} no such`);
    await expect(page.getByText('No records found')).toBeVisible();
    await filterBy(page, 'Template Code', template.description);
    await expect(batchRow(page, 3)).toBeVisible();

    // Sorting by Quantity, on the server: numbers sort from the largest first, then the other way.
    await sortByQuantity(page, 'descending');
    expect((await quantities(page))[0]).toBeGreaterThanOrEqual(8);
    await sortByQuantity(page, 'ascending');
    expect((await quantities(page))[0]).toBeLessThanOrEqual(3);
  });

  test('watches the progress bar of a big batch move, without a reload, until its downloads appear', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/#/dashboard');
    const template = await designedTemplate(page);
    // Big enough to be seen running here (about 12 s for 20,000 labels on two cores).
    await generateBatch(page, template.id, 20_000);
    await page.goto('/#/template_history_list');
    await filterBy(page, 'Quantity', '20000');
    const batch = batchRow(page, 20_000);
    const bar = batch.getByRole('progressbar', { name: 'Labels done' });
    await expect(bar).toBeVisible();
    await expect(batchRows(page, 8)).toHaveCount(0);
    await expect(bar).toHaveAttribute('aria-valuemax', '20000');
    await expect(batch.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('token-list-running'), fullPage: true });
    // Read without waiting for the bar: it may vanish at any moment (the batch completing),
    // and a locator action on a vanished bar would wait for it until the poll times out.
    const doneNow = async () =>
      (
        await bar.evaluateAll((bars) =>
          bars.map((one) => Number(one.getAttribute('aria-valuenow'))),
        )
      ).at(0);
    const first = (await doneNow()) ?? 0;
    await expect
      .poll(
        async () => {
          const done = await doneNow();
          return done === undefined ? 'completed' : done > first ? 'moved' : 'waiting';
        },
        { timeout: 90_000 },
      )
      .not.toBe('waiting');
    await expect(batch.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(batch.getByRole('button', { name: /^Download PDF/ }).first()).toBeVisible();
    for (const file of ['CSV', 'URLs CSV', 'Manifest'])
      await expect(
        batch.getByRole('button', { name: new RegExp(`^Download ${file} of`) }),
      ).toBeVisible();
  });

  test('the spec’s second route opens the same list', async ({ page }) => {
    await page.goto('/#/template_histories');
    await expect(
      page.getByRole('heading', { name: 'Download Print Data', level: 1 }),
    ).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Download Print Data' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('a ROLE_USER without the Token privilege', () => {
  test.use({ signedInAs: 'user' });

  test('has no Download Print Data entry, and the list by URL shows Access Denied without asking the server', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on(
      'response',
      (response) =>
        response.url().includes('/api/template-histories') &&
        refused.push(`${response.status()} ${response.url()}`),
    );
    await page.goto('/#/template_history_list');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Download Print Data' })).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});
