import type { Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import {
  apiOf,
  generated,
  printRunByApi,
  produceByApi,
  seedPrintClient,
  tagOf,
} from '#e2e/print-runs';
import { columnValues, rowFields } from '#e2e/row-fields';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

const rows = (page: Page) => page.locator('tbody').getByRole('row');

test.describe('the company admin on label_production_list', () => {
  test.use({ signedInAs: 'admin' });

  test('lists the productions with their figures, filters and sorts them on the server, and edits one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 });
    const small = await printRunByApi(api, client, 10);
    const large = await printRunByApi(api, client, 20);
    await generated(api, small.id);
    await generated(api, large.id);
    await produceByApi(api, small.id, { producedQuantity: 9 });
    await produceByApi(api, large.id, { producedQuantity: 3 });

    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Printing' }).click();
    await sideMenu(page).getByRole('link', { name: 'Label Production' }).click();
    await expect(page.getByRole('heading', { name: 'Label Production', level: 1 })).toBeVisible();
    // The status and figures keep their columns at a desk's width; what folds is under Show details.
    for (const header of [
      'Client',
      'Quantity',
      'Produced Quantity',
      'Pending Quantity',
      'Production Status',
    ]) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Client contains' }).fill(client.customer.name);
    await expect(page.getByRole('button', { name: /^Edit production/ })).toHaveCount(2);
    // Newest first: the large run's production was recorded last.
    const row = {
      Client: client.customer.name,
      Month: 'Mar 2026',
      Plant: client.plant.name,
      Product: client.product.code,
      'Production Status': 'OPEN',
    };
    expect(await rowFields(rows(page).nth(0))).toEqual({
      ...row,
      Quantity: '20',
      'Produced Quantity': '3',
      'Pending Quantity': '17',
      Rolls: '1',
      'Created Date': expect.stringMatching(/^\d{2}-\d{2}-\d{2} \d{2}:\d{2} [ap]m$/),
    });
    expect(await rowFields(rows(page).nth(1))).toEqual({
      ...row,
      Quantity: '10',
      'Produced Quantity': '9',
      'Pending Quantity': '1',
      Rolls: '3',
      'Created Date': expect.any(String),
    });
    await page.screenshot({ path: screenshotPath('label-production-list'), fullPage: true });

    const header = page.getByRole('columnheader', { name: 'Produced Quantity', exact: true });
    const produced = () => columnValues(page.locator('tbody'), 'Produced Quantity');
    // Numbers sort from the largest first, then the other way; each order is the server's.
    const descending = page.waitForRequest((request) =>
      request.url().includes('sort=producedQuantity%2Cdesc'),
    );
    await header.getByRole('button').click();
    await descending;
    await expect.poll(produced).toEqual(['9', '3']);
    const ascending = page.waitForRequest((request) =>
      request.url().includes('sort=producedQuantity%2Casc'),
    );
    await header.getByRole('button').click();
    await ascending;
    await expect.poll(produced).toEqual(['3', '9']);
    // Month searches as it shows, with its year.
    await page.getByRole('textbox', { name: 'Month contains' }).fill('Mar 2026');
    await expect(page.getByRole('button', { name: /^Edit production/ })).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Month contains' }).fill('Apr 2026');
    await expect(page.getByText('No records found')).toBeVisible();
    await page.getByRole('textbox', { name: 'Month contains' }).fill('');
    await expect.poll(produced).toEqual(['3', '9']);

    await rows(page)
      .nth(1)
      .getByRole('button', { name: /^Edit production/ })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Edit Label Production', level: 1 }),
    ).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Label Production' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Label Production', level: 1 })).toBeVisible();
  });
});

test.describe('a ROLE_USER without the Label Production privilege', () => {
  test.use({ signedInAs: 'user' });

  test('has no Label Production entry, and the list by URL shows Access Denied', async ({
    page,
  }) => {
    await page.goto('/#/label_production_list');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Label Production' })).toHaveCount(0);
  });
});
