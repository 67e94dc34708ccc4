import type { Locator, Page } from '@playwright/test';
import { screenshotPath } from '../e2e-server';
import { openRowMenu } from '../row-actions';
import { expect, test } from '../stored-sessions';

test.use({ signedInAs: 'admin' });

/** How far the page scrolls sideways: a list must never make it. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Whether an element lies wholly within the window's width. */
async function withinWidth(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  return box.x >= 0 && box.x + box.width <= width;
}

test('on a 390 x 844 phone the customer list is cards whose actions are on screen, and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/customer_list');
  await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Customer' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const sunrise = cards.filter({ has: page.getByRole('heading', { name: 'Sunrise Pharma Ltd' }) });
  for (const name of [/^View Sunrise/, /^Edit Sunrise/, /^More actions for Sunrise/]) {
    const button = sunrise.getByRole('button', { name });
    await expect(button).toBeVisible();
    expect(await withinWidth(page, button)).toBe(true);
  }
  const menu = await openRowMenu(sunrise);
  for (const item of await menu.getByRole('menuitem').all())
    expect(await withinWidth(page, item)).toBe(true);
  await page.keyboard.press('Escape');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath('phone-customer-cards'), fullPage: true });
});

for (const [route, heading] of [
  ['customer_list', 'Customer'],
  ['print_data_list', 'Print Data'],
] as const) {
  test(`at 1280 x 800 the ${heading} list fits its room and every row action is reachable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/#/${route}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const table = page.getByRole('table', { name: heading });
    const frame = page.locator('[data-slot="data-table"]');
    const [tableBox, frameBox] = [(await table.boundingBox())!, (await frame.boundingBox())!];
    expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const rows = table.locator('tbody').getByRole('row');
    for (const row of await rows.all()) {
      // Every action of a row is a button on screen, or an item of its More menu (itself on screen).
      for (const button of await row.getByRole('button').all())
        expect(await withinWidth(page, button)).toBe(true);
    }
    const first = rows.first();
    const more = first.getByRole('button', { name: /^More actions for / });
    if ((await more.count()) > 0) {
      const menu = await openRowMenu(first);
      for (const item of await menu.getByRole('menuitem').all())
        expect(await withinWidth(page, item)).toBe(true);
      await page.keyboard.press('Escape');
    }
    await page.screenshot({ path: screenshotPath(`desktop-1280-${route}`), fullPage: true });
  });
}
