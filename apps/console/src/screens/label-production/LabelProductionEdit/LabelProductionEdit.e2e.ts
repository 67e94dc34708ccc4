import type { Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import {
  apiOf,
  figure,
  generated,
  printRunByApi,
  produceByApi,
  productionOf,
  seedPrintClient,
  tagOf,
} from '#e2e/print-runs';
import { rowFields } from '#e2e/row-fields';
import { expect, test } from '#e2e/stored-sessions';

const labelsProduced = (page: Page) => page.getByRole('textbox', { name: /^Labels produced/ });
const rolls = (page: Page) =>
  page.getByRole('table', { name: 'Rolls' }).locator('tbody').getByRole('row');
const rollLabels = async (page: Page) => rolls(page).locator('td:nth-child(2)').allTextContents();

/** The production's row on label_production_list, through its Contains filter on Client. */
async function editFromList(page: Page, client: string) {
  await page.goto('/#/label_production_list');
  await page.getByRole('textbox', { name: 'Client contains' }).fill(client);
  await expect(page.locator('tbody').getByRole('row')).toHaveCount(1);
  await page
    .getByRole('button', { name: new RegExp(`^Edit production \\d+ \\(${client},`) })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Edit Label Production', level: 1 }),
  ).toBeVisible();
}

test.describe('the company admin on label_production_edit', () => {
  test.use({ signedInAs: 'admin' });

  test('removes the last roll after confirming, records a second entry, then closes the production', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 10 });
    const run = await printRunByApi(api, client, 25);
    await generated(api, run.id);
    await produceByApi(api, run.id, { producedQuantity: 12 });

    await editFromList(page, client.customer.name);
    await expect(figure(page, 'Produced Quantity')).toHaveText('12');
    await expect.poll(() => rollLabels(page)).toEqual(['10', '2']);
    // Only the last roll can be removed.
    await expect(
      rolls(page)
        .nth(0)
        .getByRole('button', { name: /^Remove/ }),
    ).toHaveCount(0);
    await rolls(page).nth(1).getByRole('button', { name: 'Remove roll 2', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Remove roll 2 (2 labels');
    // No keeps it.
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(rolls(page)).toHaveCount(2);
    await rolls(page).nth(1).getByRole('button', { name: 'Remove roll 2', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Roll 2: Deleted successfully')).toBeVisible();
    await expect.poll(() => rollLabels(page)).toEqual(['10']);
    await expect(figure(page, 'Produced Quantity')).toHaveText('10');
    await expect(figure(page, 'Pending Quantity')).toHaveText('15');

    // The next entry continues after roll 1, in code order.
    await labelsProduced(page).fill('8');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Label Production', level: 1 })).toBeVisible();
    const production = await productionOf(api, run.id);
    expect(production.rolls.map((roll) => [roll.rollNo, roll.firstSeq, roll.lastSeq])).toEqual([
      [1, 1, 10],
      [2, 11, 18],
    ]);

    await editFromList(page, client.customer.name);
    await expect.poll(() => rollLabels(page)).toEqual(['10', '8']);
    await page.screenshot({ path: screenshotPath('label-production-edit'), fullPage: true });
    await page.getByRole('switch', { name: 'Close production' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await rowFields(page.locator('tbody').getByRole('row').first()))['Production Status'],
      )
      .toBe('CLOSE');

    // A closed production offers no form any more, and says why.
    await editFromList(page, client.customer.name);
    await expect(figure(page, 'Production Status')).toHaveText('CLOSE');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The production is closed: no more labels can be recorded' }),
    ).toBeVisible();
    await expect(labelsProduced(page)).toHaveCount(0);
  });

  test('without a production id it returns to label_production_list', async ({ page }) => {
    await page.goto('/#/label_production_edit');
    await expect(page.getByRole('heading', { name: 'Label Production', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/#\/label_production_list$/);
  });
});
