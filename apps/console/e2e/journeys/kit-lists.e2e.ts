import type { Page } from '@playwright/test';
import { expect, test } from '../stored-sessions';

test.use({ signedInAs: 'superadmin' });

/** Adds companies through the API with the signed-in session, as a script of the operator would. */
async function addCompanies(page: Page, names: string[]) {
  await page.evaluate(async (all) => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${localStorage.getItem('token')}`,
    };
    for (const name of all) {
      const reply = await fetch('/api/companies', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name }),
      });
      if (!reply.ok) throw new Error(`${name}: ${reply.status}`);
    }
  }, names);
}

test('with 115 more companies, Global Search, Contains and the pager reach the oldest ones', async ({
  page,
}) => {
  await page.goto('/#/company_list');
  await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
  await addCompanies(
    page,
    Array.from({ length: 115 }, (_, n) => `Bulk Printer ${String(n + 1).padStart(3, '0')}`),
  );
  await page.reload();

  const pager = page.getByText(/^Page \d+ of \d+, \d+ records?$/);
  await expect(pager).toHaveText(/^Page 1 of 12, 11\d records$/);
  await page.getByRole('searchbox', { name: 'Global Search' }).fill('bulk printer 001');
  await expect(page.getByRole('row', { name: /Bulk Printer/ })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'Bulk Printer 001', exact: true })).toBeVisible();
  await expect(pager).toHaveText('Page 1 of 1, 1 record');

  await page.getByRole('searchbox', { name: 'Global Search' }).fill('');
  await page.getByRole('textbox', { name: 'Name contains' }).fill('Printer 002');
  await expect(page.getByRole('cell', { name: 'Bulk Printer 002', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bulk Printer/ })).toHaveCount(1);

  // The last page of everything holds the oldest company, which the old first-100 slice never had.
  await page.getByRole('textbox', { name: 'Name contains' }).fill('Bulk Printer');
  await expect(pager).toHaveText('Page 1 of 12, 115 records');
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(pager).toHaveText('Page 12 of 12, 115 records');
  await expect(page.getByRole('cell', { name: 'Bulk Printer 001', exact: true })).toBeVisible();
});

test('a click anywhere in a sortable header cell sorts, and the pager says Loading while a page loads', async ({
  page,
}) => {
  await page.goto('/#/company_list');
  const header = page.getByRole('columnheader', { name: /Name/ });
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  const box = (await header.boundingBox())!;
  // The cell's far right edge, away from its text.
  await page.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');

  // The first answer of a fresh visit is held back: the table says it is loading, not that it is empty.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/companies?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByText(/^Page 1 of 1, 0 records$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  release();
  await expect(page.getByText(/^Page 1 of \d+/)).toBeVisible();
});
