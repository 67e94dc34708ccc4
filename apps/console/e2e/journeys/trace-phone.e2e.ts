import { apiOf } from '../print-runs';
import { expect, test } from '../stored-sessions';
import { layoutProblems } from '../phone-layout';
import { shippedPallet } from '../trace';

/**
 * The track-and-trace screens on a phone (390 x 844): each fits the width with a
 * row opened, wide tables scroll inside their own frames. Screenshots are kept as
 * phone-<route>.png.
 */
test.describe('the track-and-trace screens at 390 x 844', () => {
  test.use({ signedInAs: 'admin' });

  test('the lists with a row opened, and the report form, fit the phone', async ({ page }) => {
    test.setTimeout(150_000);
    await shippedPallet(await apiOf(page));

    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    for (const route of ['inventory_list', 'consignment_list', 'consignment_fcode_list']) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      // Below 640 px the list is cards named by the page's title; the opened card shows its own table.
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
      await expect(page.getByRole('list', { name: title })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await page
        .getByRole('button', { name: /^Show details/ })
        .first()
        .click();
      await expect(page.getByRole('table')).toHaveCount(1);
      problems.push(...(await layoutProblems(page, route)));
    }
    await page.goto('/#/inventory_report');
    await expect(page.getByRole('heading', { name: 'Inventory Reports', level: 1 })).toBeVisible();
    problems.push(...(await layoutProblems(page, 'inventory_report')));
    expect(problems).toEqual([]);
  });
});
