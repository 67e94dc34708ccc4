import type { Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import {
  apiOf,
  errorToast,
  figure,
  generated,
  printRunByApi,
  productionOf,
  seedPrintClient,
  tagOf,
} from '#e2e/print-runs';
import { expect, test } from '#e2e/stored-sessions';

const labelsProduced = (page: Page) => page.getByRole('textbox', { name: /^Labels produced/ });
const rolls = (page: Page) =>
  page.getByRole('table', { name: 'Rolls' }).locator('tbody').getByRole('row');

/** Opens label_production_add for a run as the print data list's Label Production does. */
async function openFor(page: Page, printDataId: number) {
  await page.goto('/#/dashboard');
  await page.evaluate(
    (id) => history.replaceState({ id }, '', '#/label_production_add'),
    printDataId,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Add Label Production', level: 1 })).toBeVisible();
}

test.describe('the company admin on label_production_add', () => {
  test.use({ signedInAs: 'admin' });

  test('shows the run, is refused more labels than pending with the server’s title, records a first entry cut into rolls', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 10 });
    const run = await printRunByApi(api, client, 25);
    await generated(api, run.id);

    await openFor(page, run.id);
    for (const [label, value] of [
      ['Client', client.customer.name],
      ['Plant', client.plant.name],
      ['Product', client.product.code],
      ['Quantity', '25'],
      ['Labels per Roll', '10'],
      ['Produced Quantity', '0'],
      ['Pending Quantity', '25'],
      ['Production Status', 'OPEN'],
    ]) {
      await expect(figure(page, label!)).toHaveText(value!);
    }
    await expect(page.getByText('No rolls yet')).toBeVisible();

    // Neither labels nor closing: the form asks for the labels.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(labelsProduced(page)).toHaveAccessibleDescription(/This field is required/);

    // More than is pending: the server refuses it, its title in the 'Error Message' toast, and nothing is recorded.
    // Saved straight from the field: the press on Save commits the number, and the error it
    // clears stays put until the click is handled, so Save does not move from under the pointer.
    await labelsProduced(page).fill('26');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(errorToast(page, 'At most 25 labels are still to be produced')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Add Label Production', level: 1 }),
    ).toBeVisible();
    expect((await productionOf(api, run.id)).producedQuantity).toBe(0);

    await labelsProduced(page).fill('12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Label Production', level: 1 })).toBeVisible();
    const production = await productionOf(api, run.id);
    expect(production).toMatchObject({
      producedQuantity: 12,
      pendingQuantity: 13,
      productionStatus: 'OPEN',
    });
    expect(production.rolls.map((roll) => roll.labels)).toEqual([10, 2]);

    // Back on the run: its rolls show, in code order.
    await openFor(page, run.id);
    await expect(figure(page, 'Produced Quantity')).toHaveText('12');
    await expect(rolls(page)).toHaveCount(2);
    for (const [index, roll] of production.rolls.entries()) {
      await expect(rolls(page).nth(index).getByRole('cell')).toHaveText([
        String(roll.rollNo),
        String(roll.labels),
        roll.startingToken,
        roll.endingToken,
        /Remove|^$/,
      ]);
    }
    await page.screenshot({ path: screenshotPath('label-production-add'), fullPage: true });
  });

  test('a run whose file is not generated says why and offers no form', async ({ page }) => {
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 10 });
    const run = await printRunByApi(api, client, 5, { generate: false });
    await openFor(page, run.id);
    await expect(
      page.getByRole('status').filter({ hasText: "The print data's file is not generated yet" }),
    ).toBeVisible();
    await expect(labelsProduced(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Print Data', level: 1 })).toBeVisible();
  });

  test('without a print data id it returns to print_data_list', async ({ page }) => {
    await page.goto('/#/label_production_add');
    await expect(page.getByRole('heading', { name: 'Print Data', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/#\/print_data_list$/);
  });
});

test.describe('a ROLE_USER without the Label Production privilege', () => {
  test.use({ signedInAs: 'user' });

  test('sees Access Denied on label_production_add, without asking the server', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/label-production') && asked.push(request.url()),
    );
    await page.goto('/#/dashboard');
    await page.evaluate(() => history.replaceState({ id: 1 }, '', '#/label_production_add'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(asked).toEqual([]);
  });
});
