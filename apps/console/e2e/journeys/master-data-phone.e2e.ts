import { expect, test } from '../stored-sessions';
import { layoutProblems } from '../phone-layout';

test.use({ signedInAs: 'admin' });

/**
 * The master-data screens on a phone (decision 0116): each opens with its heading and never makes
 * the page scroll sideways (a wide table scrolls inside its own frame). Screenshots are kept
 * for review as phone-<route>.png.
 */
const routes = [
  'customer_list',
  'customer_add',
  'product_list',
  'product_add',
  'plant_list',
  'plant_add',
  'packaging_list',
  'packaging_add',
  'master_product_list',
  'master_product_add',
];

test('at 390 x 844 every master-data list and form fits the width of the phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflowing: string[] = [];
  for (const route of routes) {
    await page.goto(`/#/${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Lists: wait for the first page (or its empty message) so the table has its width.
    await expect(page.getByText('Loading…')).toHaveCount(0);
    // The closed menu stays off screen: it does not slide out over the page as it loads.
    overflowing.push(...(await layoutProblems(page, route)));
  }
  expect(overflowing).toEqual([]);
});
