import { openRowMenu, rowAction } from '#e2e/row-actions';
import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { e2eBaseUrl, fixturePath, screenshotPath } from '#e2e/e2e-server';
import { labelPdf, pdfLargerThan, pngNamedPdf } from '#e2e/fixtures/label-pdf';
import { filterBy } from '#e2e/customers';
import { logIn, sideMenu } from '#e2e/sessions';
import { demoToken, test } from '#e2e/stored-sessions';
import { choose, latestPasswordLink, setFirstPasswordByApi } from '#e2e/users';

const demoTemplate = 'Demo label 60 x 40 mm';

const templateRow = (page: Page, description: string) =>
  page
    .locator('tbody')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: description, exact: true }) });

async function download(page: Page, button: Locator): Promise<Download> {
  const started = page.waitForEvent('download');
  await button.click();
  return started;
}
const savedBytes = async (file: Download): Promise<Buffer> => readFile(await file.path());

/** Opens the menu's Template entry and shows the customer's templates. */
async function openTemplatesOf(page: Page, customer: string): Promise<void> {
  await page.goto('/#/dashboard');
  await sideMenu(page).getByRole('button', { name: 'Template' }).click();
  await sideMenu(page).getByRole('link', { name: 'Template', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Template', level: 1 })).toBeVisible();
  await choose(page, 'Customer', customer);
  await expect(page.getByRole('table', { name: `Template of ${customer}` })).toBeVisible();
}

test.describe('the company admin on the template list', () => {
  test.use({ signedInAs: 'admin' });

  test('adds a template with its PDF after the refusals, sees it PENDING without Generate token, downloads and edits it', async ({
    page,
  }) => {
    const description = `Journey carton ${Date.now()}`;
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Template' }).click();
    await sideMenu(page).getByRole('link', { name: 'Add Template' }).click();
    // The menu's Add Template is the list with its dialog open.
    const dialog = page.getByRole('dialog', { name: 'Add Template' });
    await expect(dialog).toBeVisible();
    // Another customer than the list's first, chosen in the dialog.
    await choose(page, 'Customer', 'Nova Lubricants');
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    const chooser = dialog.locator('input[type=file]');

    // Too large: the kit refuses it, and the form sends nothing without a file.
    const sent: string[] = [];
    page.on(
      'request',
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith('/api/templates') &&
        sent.push(request.url()),
    );
    await chooser.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfLargerThan(10_000_000),
    });
    await expect(dialog.getByText('File must be at most 10 MB')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('group', { name: 'PDF File *' })).toHaveAttribute(
      'data-invalid',
      'true',
    );
    await expect(dialog).toBeVisible();
    expect(sent).toEqual([]);

    // A PNG under a PDF's name and type passes the kit; the server reads its bytes and refuses it.
    await chooser.setInputFiles(pngNamedPdf(await readFile(fixturePath('rosette.png'))));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // The server's title in the 'Error Message' toast, and under the field it names.
    await expect(
      page.getByRole('region', { name: /notification/i }).getByText('The file must be a PDF file'),
    ).toBeVisible();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'The file must be a PDF file' }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: /^Remove/ }).click();
    await chooser.setInputFiles({
      name: 'carton-label.pdf',
      mimeType: 'application/pdf',
      buffer: await labelPdf(60, 40, description),
    });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list shows the chosen customer's templates, the new one first, PENDING.
    await expect(page.getByRole('table', { name: 'Template of Nova Lubricants' })).toBeVisible();
    const row = templateRow(page, description);
    await expect(row.getByText('PENDING', { exact: true })).toBeVisible();
    await expect(page.locator('tbody').getByRole('row').first()).toContainText(description);
    // Edit first (every list's order), then Download; Design under More; no Generate token while PENDING.
    for (const action of ['Edit', 'Download'])
      await expect(row.getByRole('button', { name: new RegExp(`^${action} `) })).toBeVisible();
    const more = await openRowMenu(row);
    await expect(more.getByRole('menuitem', { name: /^Design / })).toBeVisible();
    await expect(more.getByRole('menuitem', { name: /^Generate token/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: screenshotPath('template-list'), fullPage: true });

    const master = await download(page, row.getByRole('button', { name: /^Download / }));
    expect(master.suggestedFilename()).toBe('carton-label.pdf');
    expect((await savedBytes(master)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Template' });
    await edit.getByRole('textbox', { name: 'Description' }).fill(`${description} v2`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(templateRow(page, `${description} v2`)).toBeVisible();
  });

  test('Save And Design lands on select_option with the new id, which offers the design screen and the way back', async ({
    page,
  }) => {
    const description = `Journey pouch ${Date.now()}`;
    await openTemplatesOf(page, 'Orbit Electricals');
    await page.getByRole('button', { name: 'Add Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Template' });
    await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveValue(
      'Orbit Electricals',
    );
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'pouch.pdf',
      mimeType: 'application/pdf',
      buffer: await labelPdf(50, 30, description),
    });
    await dialog.getByRole('button', { name: 'Save And Design' }).click();

    await expect(page.getByRole('heading', { name: 'Select Option', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/#\/select_option$/);
    await expect(
      page.getByRole('heading', { name: `Template ${description} is saved` }),
    ).toBeVisible();
    const id = await page.evaluate(() => (history.state as { id?: number } | null)?.id);
    expect(id).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page.getByRole('table', { name: 'Template of Orbit Electricals' })).toBeVisible();
    await expect(
      templateRow(page, description).getByText('PENDING', { exact: true }),
    ).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Select Option', level: 1 })).toBeVisible();
    // The design screen (its own journey) opens with the template's id in navigation state.
    await page.getByRole('button', { name: 'Design Template' }).click();
    await expect(page).toHaveURL(/#\/design_template$/);
    expect(await page.evaluate(() => (history.state as { id?: number } | null)?.id)).toBe(id);
  });

  test('select_option without a template id returns to the template list', async ({ page }) => {
    await page.goto('/#/select_option');
    await expect(page.getByRole('heading', { name: 'Template', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/#\/template_design$/);
  });

  test('generates a batch of 100 from the designed demo template and downloads its PDF and CSV from the token list', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openTemplatesOf(page, 'Sunrise Pharma Ltd');
    const row = templateRow(page, demoTemplate);
    await expect(row.getByText('UPDATED', { exact: true })).toBeVisible();
    await (await rowAction(row, /^Generate token/)).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Template' });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    // The platform's room for its 12-character codes, before Generate (decision 0361).
    await expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(
      /^Room for [\d,]+ more codes of 12 characters/,
    );
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('100');
    await dialog.getByRole('textbox', { name: 'Expiration Date' }).fill('12');
    await dialog.getByRole('textbox', { name: 'PO Number' }).fill('PO-JOURNEY-16');
    await dialog.getByRole('button', { name: 'Generate' }).click();

    await expect(page.getByText('File will we generated soon')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Download Print Data', level: 1 }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Template Code contains' }).fill(demoTemplate);
    const batch = page
      .locator('tbody')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '100', exact: true }) })
      .first();
    await expect(
      batch.getByText('RUNNING', { exact: true }).or(batch.getByText('COMPLETED', { exact: true })),
    ).toBeVisible();
    await expect(batch.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 90_000 });

    const pdf = await download(page, batch.getByRole('button', { name: /^Download PDF/ }));
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await savedBytes(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = await download(page, batch.getByRole('button', { name: /^Download CSV/ }));
    const lines = (await savedBytes(csv)).toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(101);
    expect(new Set(lines.slice(1)).size).toBe(100);
  });
});

test.describe('the company admin on the customer list', () => {
  test.use({ signedInAs: 'admin' });

  test("opens a customer's templates from its row", async ({ page }) => {
    await page.goto('/#/customer_list');
    await filterBy(page, 'Company Name', 'sunrise');
    await (
      await rowAction(page.getByRole('row', { name: /Sunrise Pharma/ }), /^Templates/)
    ).click();
    await expect(page).toHaveURL(/#\/template_design$/);
    await expect(page.getByRole('table', { name: 'Template of Sunrise Pharma Ltd' })).toBeVisible();
    await expect(templateRow(page, demoTemplate)).toBeVisible();
  });
});

test.describe('a company admin whose company has no customer yet', () => {
  test('is sent from the template list to customer_list, told why', async ({ page }) => {
    // A new company and its admin, made by the super admin through the calls the console makes.
    const headers = { authorization: `Bearer ${await demoToken('superadmin')}` };
    const company = await page.request.post('/api/companies', {
      headers,
      data: { name: `Fresh Labels ${Date.now()}` },
    });
    expect(company.ok()).toBe(true);
    const login = `fresh${Date.now() % 1_000_000}`;
    const email = `${login}@example.com`;
    const fields = {
      firstName: 'Fresh',
      lastName: 'Admin',
      login,
      email,
      mobileNo: '9876501234',
      authority: 'ROLE_ADMIN',
      company: String((await company.json()).id),
    };
    const added = await page.request.post('/api/users', { headers, multipart: fields });
    expect(added.ok(), await added.text()).toBe(true);
    await setFirstPasswordByApi(e2eBaseUrl, await latestPasswordLink(email), 'Fresh-pass1');
    await logIn(page, login, 'Fresh-pass1');

    await page.goto('/#/template_design');
    await expect(
      page.getByText('Templates belong to a customer: add a customer first'),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/customer_list$/);

    // Another company's template, its id put in the design screen's state by hand: not found, nothing drawn.
    const demoHeaders = { authorization: `Bearer ${await demoToken('admin')}` };
    const options = (await (
      await page.request.get('/api/customers/type?type=Customer', { headers: demoHeaders })
    ).json()) as { id: number; companyName: string }[];
    const sunrise = options.find((customer) => customer.companyName === 'Sunrise Pharma Ltd');
    const demoTemplates = (await (
      await page.request.get(`/api/templates/customer/${sunrise!.id}`, { headers: demoHeaders })
    ).json()) as { id: number }[];
    await page.evaluate(
      (id) => history.replaceState({ id }, '', '#/design_template'),
      demoTemplates[0]!.id,
    );
    await page.reload();
    await expect(page.getByRole('alertdialog', { name: 'Error Message' })).toContainText(
      'not found',
    );
    await expect(page.getByRole('region', { name: 'Label design' })).toHaveCount(0);
  });
});

test.describe('a ROLE_USER without the Template privilege', () => {
  test.use({ signedInAs: 'user' });

  test('has no Template entries, and the template screens by URL show Access Denied without asking the server', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/templates') && asked.push(request.url()),
    );
    for (const route of ['template_design', 'template_add', 'select_option']) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
    await expect(sideMenu(page).getByRole('link', { name: 'Add Template' })).toHaveCount(0);
    await expect(sideMenu(page).getByRole('link', { name: 'Template', exact: true })).toHaveCount(
      0,
    );
    expect(asked).toEqual([]);
  });
});
