import type { Page } from '@playwright/test';
import { choose } from '../choose';
import { screenshotPath } from '../e2e-server';
import {
  apiOf,
  csvRecords,
  demoVendor,
  downloadBy,
  downloadedText,
  figure,
  pick,
  seedPrintClient,
  tagOf,
} from '../print-runs';
import { rowFields } from '../row-fields';
import { sideMenu } from '../sessions';
import { expect, test } from '../stored-sessions';

const rows = (page: Page) => page.locator('tbody').getByRole('row');
const filterBy = (page: Page, column: string, text: string) =>
  page.getByRole('textbox', { name: `${column} contains` }).fill(text);
/** A production's Edit on label_production_list, named by its client. */
const editButton = (page: Page, client: string) =>
  page.getByRole('button', { name: new RegExp(`^Edit production \\d+ \\(${client},`) });
const openMenu = async (page: Page, entry: string) => {
  const menu = sideMenu(page);
  const group = menu.getByRole('button', { name: 'Printing' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: entry, exact: true }).click();
};

interface ShownRoll {
  rollNo: number;
  labels: number;
  startingToken: string;
  endingToken: string;
}

/** The rolls table of a label production screen, as shown. */
async function shownRolls(page: Page): Promise<ShownRoll[]> {
  const cells = await page
    .getByRole('table', { name: 'Rolls' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );
  return cells.map(([rollNo, labels, startingToken, endingToken]) => ({
    rollNo: Number(rollNo),
    labels: Number(labels),
    startingToken: startingToken!,
    endingToken: endingToken!,
  }));
}

/** Records an entry on the production's edit screen (reached from label_production_list) and returns to the list. */
async function recordOnEdit(page: Page, client: string, produced: number): Promise<void> {
  await filterBy(page, 'Client', client);
  await editButton(page, client).click();
  await expect(
    page.getByRole('heading', { name: 'Edit Label Production', level: 1 }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /^Labels produced/ }).fill(String(produced));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Label Production', level: 1 })).toBeVisible();
}

/**
 * A print run in full, through the screens against the real server: print data is saved
 * and its file generated; labels are produced in two entries and cut into rolls; each roll's
 * file is generated and downloaded, and its codes are exactly its slice of the run's CSV: no
 * roll overlaps another, and together they cover what was produced, in code order.
 */
test.describe('the full print run', () => {
  test.use({ signedInAs: 'admin' });

  test('print data, its file, label production in two entries, roll files checked against the run', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const tag = tagOf();
    const client = await seedPrintClient(await apiOf(page), tag, { labelsPerRoll: 10 });

    // 1. The Print Data Generator.
    await page.goto('/#/dashboard');
    await openMenu(page, 'Print Data');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await choose(page, 'Client', client.customer.name);
    await choose(page, 'Plant', client.plant.name);
    await choose(page, 'Product', client.product.code);
    await choose(page, 'Vendor', demoVendor);
    await pick(page, 'Month', 'Apr');
    await pick(page, 'Year', '2026');
    await pick(page, 'Code Type', 'Alphanumeric');
    await pick(page, 'Digit', '10');
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('25');
    await page.getByRole('textbox', { name: /^Up/ }).fill('1');
    await page.getByRole('textbox', { name: 'Product Serial Number' }).fill(`SN-${tag}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('File will we generated soon')).toBeVisible();

    // 2. The list follows the generation; the run's CSV holds its 25 codes in print order.
    await expect(page.getByRole('heading', { name: 'Print Data', level: 1 })).toBeVisible();
    await filterBy(page, 'Client', client.customer.name);
    const run = rows(page).filter({ hasText: client.customer.name });
    await expect(run.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 90_000 });
    const csv = await downloadBy(page, () =>
      run.getByRole('button', { name: /^Download CSV of / }).click(),
    );
    const records = csvRecords(await downloadedText(csv));
    expect(records.map((record) => Number(record['Sr No']))).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    const runCodes = records.map((record) => record.Code!);
    expect(new Set(runCodes).size).toBe(25);

    // 3. Label production: 12 labels, then 8 more, cut into rolls of 10 in code order.
    await run.getByRole('button', { name: /^Label Production print data/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Add Label Production', level: 1 }),
    ).toBeVisible();
    await expect(figure(page, 'Labels per Roll')).toHaveText('10');
    await page.getByRole('textbox', { name: /^Labels produced/ }).fill('12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Label Production', level: 1 })).toBeVisible();
    await recordOnEdit(page, client.customer.name, 8);
    await filterBy(page, 'Client', client.customer.name);
    const production = rows(page).filter({ has: editButton(page, client.customer.name) });
    expect(await rowFields(production)).toMatchObject({
      'Produced Quantity': '20',
      'Pending Quantity': '5',
    });
    await editButton(page, client.customer.name).click();
    await expect(figure(page, 'Produced Quantity')).toHaveText('20');
    await expect
      .poll(async () => (await shownRolls(page)).map((roll) => roll.labels))
      .toEqual([10, 2, 8]);
    const rolls = await shownRolls(page);
    await page.screenshot({ path: screenshotPath('print-run-rolls'), fullPage: true });

    // The rolls as shown are the run's codes in order: each starts where the one before ended.
    let offset = 0;
    for (const roll of rolls) {
      expect(roll.startingToken).toBe(runCodes[offset]);
      expect(roll.endingToken).toBe(runCodes[offset + roll.labels - 1]);
      offset += roll.labels;
    }

    // 4. Each roll's file, generated and downloaded from the Label Production File List.
    await openMenu(page, 'Rolls');
    await expect(page.getByRole('heading', { name: 'Rolls', level: 1 })).toBeVisible();
    const rollCodes: string[][] = [];
    for (const roll of rolls) {
      await filterBy(page, 'Starting Token', roll.startingToken);
      await expect(rows(page)).toHaveCount(1);
      const row = rows(page).filter({ hasText: roll.startingToken });
      await row.getByRole('button', { name: /^Generate roll/ }).click();
      await expect(
        page.getByText('Request Successfully submited please wait for some time'),
      ).toBeVisible();
      await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 60_000 });
      const file = await downloadBy(page, () =>
        row.getByRole('button', { name: /^Download roll/ }).click(),
      );
      rollCodes.push(csvRecords(await downloadedText(file)).map((record) => record.Code!));
    }

    // Each roll is exactly its slice of the run; none overlaps; together they are the 20 produced, in order.
    offset = 0;
    for (const [index, roll] of rolls.entries()) {
      expect(rollCodes[index], `roll ${roll.rollNo}`).toEqual(
        runCodes.slice(offset, offset + roll.labels),
      );
      offset += roll.labels;
    }
    const all = rollCodes.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(runCodes.slice(0, 20));
  });
});
