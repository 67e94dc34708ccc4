import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { fixturePath, screenshotPath } from '#e2e/e2e-server';
import { choose, chooseInOpenList } from '#e2e/choose';
import { sideMenu } from '#e2e/sessions';
import { test } from '#e2e/stored-sessions';

/** A pack list as a planner exports it: the header, then one pack reference a line. */
const packList = (count: number, prefix: string) =>
  Buffer.from(
    [
      'pack',
      ...Array.from(
        { length: count },
        (_, index) => `${prefix}-${String(index + 1).padStart(5, '0')}`,
      ),
    ].join('\r\n') + '\r\n',
  );

const form = (page: Page) => page.getByRole('form', { name: 'Add Token Data' });
const fileInput = (page: Page) => form(page).locator('input[type=file]');
const toast = (page: Page) => page.getByRole('region', { name: /notification/i });
/** The 'Error Message' toast with the server's title (errors stay until closed, so earlier ones may still show). */
const errorToast = (page: Page, title: string) =>
  page.getByRole('alertdialog', { name: 'Error Message', description: title });

/** Opens Add Token Data from the menu's Token Data list, as a user would. */
async function openAdd(page: Page) {
  await page.goto('/#/dashboard');
  await sideMenu(page).getByRole('button', { name: 'Token Data' }).click();
  await sideMenu(page).getByRole('link', { name: 'Token Data', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Token Data', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Token Data', level: 1 })).toBeVisible();
}

/** Every field but the file, for a purchase order of Red packs of 20. */
async function fillOrder(page: Page, poNumber: string) {
  await choose(page, 'Plant', 'Pune Labels Plant');
  await form(page)
    .getByRole('button', { name: /Colour \*$/ })
    .click();
  await chooseInOpenList(page, 'Red');
  // Choosing a colour loads its pack sizes (matnrs/packsize/Red): the demo's Red comes in 10 and 20.
  const zpack = form(page).getByRole('button', { name: /Zpack \*$/ });
  await expect(zpack).toBeEnabled();
  await zpack.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['10', '20']);
  await chooseInOpenList(page, '20');
  await form(page).getByRole('textbox', { name: 'PO Number' }).fill(poNumber);
  await form(page)
    .getByRole('spinbutton', { name: /^month, PO Date/ })
    .click();
  await page.keyboard.type('03152025');
  await form(page)
    .getByRole('button', { name: /Valid Upto \*$/ })
    .click();
  await chooseInOpenList(page, '4 Years');
}

test.describe('the company admin adding token data', () => {
  test.use({ signedInAs: 'admin' });

  test('uploads a pack list, sees the file RUNNING then COMPLETED, and downloads a token file of whole packs', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const poNumber = `PO-E2E-${Date.now() % 1_000_000}`;
    await openAdd(page);

    // Forms validate on blur, with the spec's messages.
    const po = form(page).getByRole('textbox', { name: 'PO Number' });
    await po.click();
    await po.blur();
    await expect(po).toHaveAccessibleDescription('This field is required');
    await expect(form(page).getByRole('button', { name: /Zpack \*$/ })).toBeDisabled();

    await fillOrder(page, poNumber);
    // 10,000 packs of 20: 200,000 tokens, enough to be seen RUNNING on two cores.
    await fileInput(page).setInputFiles({
      name: 'po-packs.csv',
      mimeType: 'text/csv',
      buffer: packList(10_000, 'E2E'),
    });
    await expect(form(page).getByText('po-packs.csv')).toBeVisible();
    await page.screenshot({ path: screenshotPath('token-data-add'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();

    // Back on the list: the upload asked for its token file by itself.
    await expect(page.getByRole('heading', { name: 'Token Data', level: 1 })).toBeVisible();
    await expect(
      toast(page).getByText('Token data uploaded: its token file is being made'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'PO Number contains' }).fill(poNumber);
    const row = page.locator('tbody').getByRole('row').filter({ hasText: poNumber });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('RUNNING', { exact: true })).toBeVisible();
    await expect(row.getByRole('progressbar', { name: 'Token file' })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Download CSV/ })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('token-data-running'), fullPage: true });
    for (const [index, text] of ['po-packs.csv', poNumber, 'Normal', '20', 'admin'].entries())
      await expect(row.getByRole('cell').nth(index)).toHaveText(text);
    await expect(row.getByRole('cell').nth(5)).toHaveText(/^\d{2}-\d{2}-\d{2} \d{2}:\d{2} [ap]m$/);

    // The list asks again by itself while the file runs: COMPLETED, and its CSV download, without a reload.
    await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(row.getByRole('progressbar')).toHaveCount(0);
    const started = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download CSV/ }).click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(/^token-data-\d+\.csv$/);
    const lines = (await readFile(await download.path())).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('pack,position,seq,code,validUpto');
    const cells = lines.slice(1).map((line) => line.split(','));
    expect(cells).toHaveLength(200_000);
    expect(new Set(cells.map((cell) => cell[3])).size).toBe(200_000);
    expect(cells.map((cell) => Number(cell[2]))).toEqual(
      Array.from({ length: 200_000 }, (_, index) => index + 1),
    );
    // Every pack of the list, in its order, with positions 1 to 20; every token valid four years from today.
    expect(
      cells.every(
        ([pack, position, seq]) =>
          pack === `E2E-${String(Math.ceil(Number(seq) / 20)).padStart(5, '0')}` &&
          Number(position) === ((Number(seq) - 1) % 20) + 1,
      ),
    ).toBe(true);
    const validUpto = new Set(cells.map((cell) => cell[4]));
    expect(validUpto.size).toBe(1);
    expect([...validUpto][0]).toMatch(
      new RegExp(`^${new Date().getUTCFullYear() + 4}-\\d{2}-\\d{2}$`),
    );
    await page.screenshot({ path: screenshotPath('token-data-completed'), fullPage: true });
  });

  test('refuses a file too large or not a CSV before sending it, and shows the server’s title for one it refuses by content', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on(
      'request',
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith('/api/ap-utilities') &&
        sent.push(request.url()),
    );
    await openAdd(page);
    await fillOrder(page, 'PO-REFUSED');
    const file = form(page).getByRole('group', { name: /^CSV File/ });
    // The platform's room for the token codes, before Save (decision 0361).
    await expect(file).toContainText(
      /Each row takes Zpack codes\. Room for [\d,]+ more codes of 12 characters\./,
    );

    // Too large: 10,000,001 bytes; and a workbook by its name. The kit refuses both; nothing is sent.
    await fileInput(page).setInputFiles({
      name: 'huge.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(10_000_001, 0x41),
    });
    await expect(file.getByRole('alert')).toHaveText('File must be at most 10 MB');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Add Token Data', level: 1 })).toBeVisible();
    await fileInput(page).setInputFiles({
      name: 'packs.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('PK'),
    });
    await expect(file.getByRole('alert')).toHaveText('Only a CSV file is accepted');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(sent).toEqual([]);

    // An image under a CSV's name and type passes the kit; the server reads its bytes and refuses it (415).
    await fileInput(page).setInputFiles({
      name: 'packs.csv',
      mimeType: 'text/csv',
      buffer: await readFile(fixturePath('rosette.png')),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(errorToast(page, 'The file must be a CSV file')).toBeVisible();
    await expect(file.getByRole('alert')).toHaveText('The file must be a CSV file');

    // A CSV whose content is not a pack list: the server names the line.
    await fileInput(page).setInputFiles({
      name: 'packs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('pack\r\nA-1\r\nA-1\r\n'),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      errorToast(page, 'Line 3 of the CSV file repeats pack A-1 (first on line 2)'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add Token Data', level: 1 })).toBeVisible();
    expect(sent).toHaveLength(2);
    await page.screenshot({ path: screenshotPath('token-data-refused'), fullPage: true });
  });
});
