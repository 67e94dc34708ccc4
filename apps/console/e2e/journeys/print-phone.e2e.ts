import type { Page } from '@playwright/test';
import {
  apiOf,
  generated,
  printRunByApi,
  produceByApi,
  seedPrintClient,
  tagOf,
} from '../print-runs';
import { expect, test } from '../stored-sessions';
import { layoutProblems } from '../phone-layout';

/** Opens a screen that takes its record id in navigation state, as its list's action does. */
async function openWithId(page: Page, route: string, id: number) {
  await page.evaluate(
    ([path, recordId]) => history.replaceState({ id: recordId }, '', `#/${path}`),
    [route, id] as const,
  );
  await page.reload();
}

/**
 * The print data, label production, roll file and F-Codes report screens on a phone
 * (390 x 844): each fits the width, wide tables scroll inside their own frames. Screenshots are
 * kept as phone-<route>.png.
 */
test.describe('the print run screens at 390 x 844', () => {
  test.use({ signedInAs: 'admin' });

  test('lists, forms and the production screens fit the phone', async ({ page }) => {
    test.setTimeout(150_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 });
    const run = await printRunByApi(api, client, 9);
    await generated(api, run.id);
    const production = await produceByApi(api, run.id, { producedQuantity: 6 });

    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    for (const route of ['print_data_list', 'label_production_list', 'roll_file_list']) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Below 640 px a list is cards, named by the page's title, and no table.
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
      await expect(page.getByRole('list', { name: title })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      problems.push(...(await layoutProblems(page, route)));
    }
    for (const [route, heading] of [
      ['print_data_add', 'Print Data Generator'],
      ['reports', 'F-Codes Report'],
    ] as const) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      problems.push(...(await layoutProblems(page, route)));
    }
    await openWithId(page, 'label_production_add', run.id);
    await expect(
      page.getByRole('heading', { name: 'Add Label Production', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Rolls' })).toBeVisible();
    problems.push(...(await layoutProblems(page, 'label_production_add')));
    await openWithId(page, 'label_production_edit', production.id!);
    await expect(
      page.getByRole('heading', { name: 'Edit Label Production', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Rolls' }).getByRole('listitem')).toHaveCount(2);
    problems.push(...(await layoutProblems(page, 'label_production_edit')));
    expect(problems).toEqual([]);
  });
});
