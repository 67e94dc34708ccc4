import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2ePrintingDropDir, screenshotPath } from '#e2e/e2e-server';
import { sideMenu } from '#e2e/sessions';
import { test } from '#e2e/stored-sessions';
import { chooseInOpenList } from '#e2e/choose';

/** A CSV of `rows` serial numbers under a header, named so this run's job is told apart. */
const csvOf = (rows: number) =>
  Buffer.from(
    [
      'serial,code',
      ...Array.from({ length: rows }, (_, i) => `SN-${i + 1},J${String(i + 1).padStart(5, '0')}`),
    ].join('\r\n') + '\r\n',
  );

const jobRow = (page: Page, fileName: string) =>
  page.locator('tbody').getByRole('row').filter({ hasText: fileName });

async function openPrintingJobs(page: Page) {
  await page.goto('/#/dashboard');
  await sideMenu(page).getByRole('button', { name: 'Printing' }).click();
  await sideMenu(page).getByRole('link', { name: 'Printing Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Printing Jobs', level: 1 })).toBeVisible();
}

/** The job files of job `id` in the local drop folder, by name. */
async function droppedFiles(id: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const company of await readdir(e2ePrintingDropDir).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(e2ePrintingDropDir, company))) {
      if (name.startsWith(`printing-job-${id}-`))
        out[name] = await readFile(path.join(e2ePrintingDropDir, company, name), 'utf8');
    }
  }
  return out;
}

test.describe('printing jobs', () => {
  test.use({ signedInAs: 'admin' });

  test('adds a job from a CSV, sends it, and follows its printing status to SENT; the files are in the drop folder', async ({
    page,
  }) => {
    await openPrintingJobs(page);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('heading', { name: 'Add Printing Job', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'No. of Jobs' }).fill('3');
    await page.getByRole('button', { name: /Printer/ }).click();
    await chooseInOpenList(page, 'Local drop folder (no printer)');
    const fileName = `journey-${Date.now()}.csv`;
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: csvOf(10) });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Printing Jobs', level: 1 })).toBeVisible();
    const row = jobRow(page, fileName);
    await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible();
    await expect(row.getByText('NOT SENT', { exact: true })).toBeVisible();
    const send = row.getByRole('button', { name: /^Send for printing/ });
    // The button is named after its row: 'Send for printing journey-….csv (<id>)'.
    const id = Number(/\((\d+)\)$/.exec((await send.getAttribute('aria-label')) ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    await send.click();
    // The list asks again while the job is SENDING, with no reload, until the delivery ends.
    await expect(row.getByText('SENT', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(row.getByText('To the local drop folder')).toBeVisible();
    await page.screenshot({ path: screenshotPath('printing-job-list-sent'), fullPage: true });

    const files = await droppedFiles(id);
    expect(Object.keys(files).sort()).toEqual(
      [1, 2, 3].map((part) => `printing-job-${id}-part-${part}-of-3.csv`),
    );
    expect(files[`printing-job-${id}-part-1-of-3.csv`]).toBe(
      'serial,code\r\nSN-1,J00001\r\nSN-2,J00002\r\nSN-3,J00003\r\nSN-4,J00004\r\n',
    );
    expect(
      Object.values(files)
        .join('')
        .match(/SN-\d+/g),
    ).toHaveLength(10);
  });

  test('refuses more than 200 jobs, a CSV over 10,000,000 bytes and a file of another type; the server refuses a PDF named .csv', async ({
    page,
  }) => {
    await openPrintingJobs(page);
    await page.getByRole('button', { name: 'Add' }).click();
    const jobs = page.getByRole('textbox', { name: 'No. of Jobs' });
    await jobs.fill('201');
    await jobs.blur();
    await expect(page.getByText('Value must be less than 200')).toBeVisible();
    await jobs.fill('2');

    const upload = page.locator('input[type=file]');
    await upload.setInputFiles({
      name: 'huge.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(10_000_001, 0x41),
    });
    await expect(page.getByText('File must be at most 10 MB')).toBeVisible();
    await upload.setInputFiles({
      name: 'labels.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n'),
    });
    await expect(page.getByText('Only a CSV file is accepted')).toBeVisible();

    // Named and declared as CSV, but the bytes are a PDF: the server judges by content (415).
    await upload.setInputFiles({
      name: 'disguised.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error Message' })).toContainText(
      'The file must be a CSV file',
    );
    await expect(page.getByRole('heading', { name: 'Add Printing Job', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Printing Jobs', level: 1 })).toBeVisible();
    await expect(page.getByText('disguised.csv')).toHaveCount(0);
  });

  test('the admin sets a vendor’s FTP destination, which the add form then offers, and removes it again', async ({
    page,
  }) => {
    await openPrintingJobs(page);
    await page.getByRole('button', { name: 'Printer Destinations' }).click();
    await expect(
      page.getByRole('heading', { name: 'Printer Destinations', level: 1 }),
    ).toBeVisible();
    await page.getByRole('button', { name: /Vendor or plant/ }).click();
    await chooseInOpenList(page, 'Vendor: Apex Inks Pvt Ltd (local drop folder)');
    await page.getByRole('button', { name: /Protocol/ }).click();
    await chooseInOpenList(page, 'FTP');
    await page.getByRole('textbox', { name: 'Host' }).fill('printer.apex.example');
    await page.getByRole('textbox', { name: 'Username' }).fill('press');
    await page.getByRole('textbox', { name: 'Password' }).fill('s3cret-press');
    await page.getByRole('textbox', { name: 'Remote Folder' }).fill('/hotfolder');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: /Vendor or plant/ })).toContainText(
      'ftp://printer.apex.example:21/hotfolder',
    );
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('********');

    await page.getByRole('button', { name: 'Back to Printing Jobs' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: /Printer/ }).click();
    await expect(
      page.getByRole('option', {
        name: 'Vendor: Apex Inks Pvt Ltd (ftp://printer.apex.example:21/hotfolder)',
      }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Printer Destinations' }).click();
    await page.getByRole('button', { name: /Vendor or plant/ }).click();
    await chooseInOpenList(
      page,
      'Vendor: Apex Inks Pvt Ltd (ftp://printer.apex.example:21/hotfolder)',
    );
    await page.getByRole('button', { name: 'Remove Destination' }).click();
    await expect(
      page.getByText('Apex Inks Pvt Ltd now sends to the local drop folder'),
    ).toBeVisible();
  });
});

test.describe('printing jobs for a user who may only look', () => {
  test.use({ signedInAs: 'user' });

  test('the demo user (Print Data 1) sees the list but no Add, Send or destinations', async ({
    page,
  }) => {
    await openPrintingJobs(page);
    await expect(jobRow(page, 'demo-serials.csv')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Printer Destinations' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Send for printing/ })).toHaveCount(0);
    await page.goto('/#/printing_job_add');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
