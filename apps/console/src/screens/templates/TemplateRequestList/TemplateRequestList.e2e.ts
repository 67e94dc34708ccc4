import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { screenshotPath } from '#e2e/e2e-server';
import { labelPdf } from '#e2e/fixtures/label-pdf';
import { sideMenu } from '#e2e/sessions';
import { test } from '#e2e/stored-sessions';
import { tokenOf } from '#e2e/users';

const description = `Journey request ${Date.now()}`;

/** Adds a template for a customer of the signed-in company as the Add Template dialog does (multipart `POST templates`). */
async function addTemplateByApi(page: Page, customer: string): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const customers = await page.request.get(
    `/api/customers/company?size=100&contains.companyName=${encodeURIComponent(customer)}`,
    { headers },
  );
  const [found] = ((await customers.json()) as { content: { id: number }[] }).content;
  const reply = await page.request.post('/api/templates', {
    headers,
    multipart: {
      customerId: String(found!.id),
      description,
      file: {
        name: 'request.pdf',
        mimeType: 'application/pdf',
        buffer: await labelPdf(70, 35, description),
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.describe('a template request', () => {
  test.describe('made by the company admin', () => {
    test.use({ signedInAs: 'admin' });
    test('is a new PENDING template', async ({ page }) => {
      await page.goto('/#/dashboard');
      await addTemplateByApi(page, 'Orbit Electricals');
    });
  });

  test.describe('seen by the super admin', () => {
    test.use({ signedInAs: 'superadmin' });

    test('is listed with its customer and company, downloads its master PDF, and the switch changes its status both ways', async ({
      page,
    }) => {
      await page.goto('/#/dashboard');
      await sideMenu(page).getByRole('link', { name: 'Template Request' }).click();
      await expect(page.getByRole('heading', { name: 'Template Request', level: 1 })).toBeVisible();
      for (const header of [
        'Customer Name',
        'Company Name',
        'Description',
        'Status',
        'Change Status',
      ]) {
        await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      }
      const row = page
        .locator('tbody')
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: description, exact: true }) });
      await expect(row.getByRole('cell', { name: 'Orbit Electricals', exact: true })).toBeVisible();
      await expect(row.getByText('PENDING', { exact: true })).toBeVisible();
      await page.screenshot({ path: screenshotPath('template-request-list'), fullPage: true });

      const started = page.waitForEvent('download');
      await row.getByRole('button', { name: /^Download / }).click();
      const master = await started;
      expect(master.suggestedFilename()).toBe('request.pdf');
      expect((await readFile(await master.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // The server swaps PENDING and UPDATED; the row shows what it answered, so a mistake can be undone.
      const toggle = row.getByRole('switch', { name: `Mark ${description} updated` });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(row.getByText('UPDATED', { exact: true })).toBeVisible();
      await expect(toggle).toBeChecked();
      await toggle.click();
      await expect(row.getByText('PENDING', { exact: true })).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(row.getByText('UPDATED', { exact: true })).toBeVisible();

      // Asked again, the list holds only what is still pending.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Template Request', level: 1 })).toBeVisible();
      await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });

  test.describe('for a company admin', () => {
    test.use({ signedInAs: 'admin' });
    test('the request list is not theirs: Access Denied', async ({ page }) => {
      await page.goto('/#/template_request_list');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    });
  });
});
