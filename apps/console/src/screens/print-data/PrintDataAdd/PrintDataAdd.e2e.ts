import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { datePartsOf, monthNames } from '@veritag/domain';
import { choose } from '#e2e/choose';
import { fixturePath, screenshotPath } from '#e2e/e2e-server';
import {
  apiOf,
  demoVendor,
  pick,
  printRunOf,
  seedPrintClient,
  selectField,
  tagOf,
} from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

const combo = (page: Page, label: string) => page.getByRole('combobox', { name: label });
const numberField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const csvChooser = (page: Page) =>
  page.getByRole('group', { name: /^Serial Number CSV/ }).locator('input[type=file]');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** The id of the print data the generator saves, read from its reply. */
const savedId = (page: Page) =>
  page
    .waitForResponse(
      (response) =>
        response.url().endsWith('/api/save/companyInfo') && response.request().method() === 'POST',
    )
    .then(async (response) => ({
      status: response.status(),
      id: response.ok() ? ((await response.json()) as { id: number }).id : undefined,
    }));

test.describe('the company admin on the Print Data Generator', () => {
  test.use({ signedInAs: 'admin' });

  test('cascades client, plant and product, is refused a serial number with a CSV and a CSV that is not one, then saves and asks for the file', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = tagOf();
    const api = await apiOf(page);
    const first = await seedPrintClient(api, `${tag}A`, { labelsPerRoll: 10 });
    const second = await seedPrintClient(api, `${tag}B`, { labelsPerRoll: 10 });

    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Printing' }).click();
    await sideMenu(page).getByRole('link', { name: 'Print Data', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Print Data Generator', level: 1 }),
    ).toBeVisible();
    await expect(
      sideMenu(page).getByRole('link', { name: 'Print Data', exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    // Nothing to choose before the client, then each choice loads the next list.
    // A field waiting for another says which (its description, read with it).
    await expect(combo(page, 'Plant')).toBeDisabled();
    await expect(combo(page, 'Plant')).toHaveAccessibleDescription(
      'Choose a client first: its plants are listed here',
    );
    await expect(combo(page, 'Product')).toBeDisabled();
    await expect(combo(page, 'Product')).toHaveAccessibleDescription(
      'Choose a plant first: its products are listed here',
    );
    await choose(page, 'Client', first.customer.name);
    await choose(page, 'Plant', first.plant.name);
    await choose(page, 'Product', first.product.code);
    await expect(page.getByRole('textbox', { name: 'Label Size' })).toHaveValue('200 x 100');
    await expect(page.getByRole('textbox', { name: 'Label Size' })).toHaveAttribute('readonly', '');

    // Another client clears the plant and the product, and offers only its own plants.
    await choose(page, 'Client', second.customer.name);
    await expect(combo(page, 'Plant')).toHaveValue('');
    await expect(combo(page, 'Product')).toHaveValue('');
    await expect(combo(page, 'Product')).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Label Size' })).toHaveValue('');
    await combo(page, 'Plant').fill('Press Plant');
    await expect(page.getByRole('option')).toHaveText([second.plant.name]);
    await combo(page, 'Plant').press('Escape');
    await choose(page, 'Client', first.customer.name);
    await choose(page, 'Plant', first.plant.name);
    await choose(page, 'Product', first.product.code);
    await choose(page, 'Vendor', demoVendor);

    await pick(page, 'Month', 'Nov');
    await pick(page, 'Year', '2027');
    // The digit counts follow the code type: Numeric offers 10 to 14 only.
    await expect(selectField(page, 'Digit')).toBeDisabled();
    await expect(selectField(page, 'Digit')).toHaveAccessibleDescription(
      /^Choose a code type first/,
    );
    await pick(page, 'Code Type', 'Numeric');
    await selectField(page, 'Digit').click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      '10',
      '11',
      '12',
      '13',
      '14',
    ]);
    await page.keyboard.press('Escape');
    await pick(page, 'Digit', '12');
    await numberField(page, 'Quantity').fill('40');
    await numberField(page, 'Up').fill('2');
    await page.getByRole('textbox', { name: 'Remark' }).fill(`Journey ${tag}`);

    // A serial number and a CSV together: the domain's rule, before anything is sent.
    const sent: string[] = [];
    page.on(
      'request',
      (request) => request.url().endsWith('/api/save/companyInfo') && sent.push(request.url()),
    );
    await page.getByRole('textbox', { name: 'Product Serial Number' }).fill(`SN-${tag}`);
    await csvChooser(page).setInputFiles({
      name: 'serials.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('serial\nS-1\nS-2\n'),
    });
    await saveButton(page).click();
    await expect(
      page.getByText('Enter either a serial number or a CSV file, not both'),
    ).toBeVisible();
    expect(sent).toEqual([]);
    // Neither: the serial number is asked for.
    await page.getByRole('textbox', { name: 'Product Serial Number' }).fill('');
    await page.getByRole('button', { name: /^Remove/ }).click();
    await saveButton(page).click();
    await expect(
      page.getByRole('textbox', { name: 'Product Serial Number' }),
    ).toHaveAccessibleDescription(/This field is required/);
    expect(sent).toEqual([]);

    // A picture named serials.csv passes the browser's check; the server reads the bytes and refuses it with its title.
    await csvChooser(page).setInputFiles({
      name: 'serials.csv',
      mimeType: 'text/csv',
      buffer: await readFile(fixturePath('rosette.png')),
    });
    const refused = savedId(page);
    await saveButton(page).click();
    expect((await refused).status).toBe(415);
    // The server's title in the 'Error Message' toast, and under the field it names.
    await expect(page.getByRole('alertdialog', { name: 'Error Message' })).toContainText(
      'The file must be a CSV file',
    );
    await expect(
      page
        .getByRole('group', { name: /^Serial Number CSV/ })
        .getByText('The file must be a CSV file'),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Print Data Generator', level: 1 }),
    ).toBeVisible();
    await page.screenshot({ path: screenshotPath('print-data-add-refused'), fullPage: true });

    // The serial number alone is saved; the file is asked for, and the list shows the run.
    await page.getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('textbox', { name: 'Product Serial Number' }).fill(`SN-${tag}`);
    const saved = savedId(page);
    const generation = page.waitForRequest((request) =>
      /\/api\/gen\/file\/\d+$/.test(request.url()),
    );
    await saveButton(page).click();
    const { id } = await saved;
    expect((await generation).url()).toMatch(new RegExp(`/api/gen/file/${id}$`));
    await expect(page.getByText('File will we generated soon')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Print Data', level: 1 })).toBeVisible();
    const run = await printRunOf(api, id!);
    expect(run).toMatchObject({
      month: 'Nov',
      year: 2027,
      codeType: 'Numeric',
      digit: 12,
      quantity: 40,
      up: 2,
      productSerialNumber: `SN-${tag}`,
      remark: `Journey ${tag}`,
    });
    expect(['RUNNING', 'COMPLETED']).toContain(run.genStatus);
  });

  test('says the room left for codes under Digit, and refuses a quantity past it before Save with the length to choose', async ({
    page,
  }) => {
    const api = await apiOf(page);
    const { rooms } = (await api.get('/code-space')) as {
      rooms: { codeType: string; digit: number; remaining: number }[];
    };
    const roomOf = (digit: number) =>
      rooms.find((room) => room.codeType === 'Alphanumeric' && room.digit === digit)!.remaining;
    const counted = (n: number) => n.toLocaleString('en');
    await page.goto('/#/print_data_add');
    await expect(
      page.getByRole('heading', { name: 'Print Data Generator', level: 1 }),
    ).toBeVisible();

    await pick(page, 'Code Type', 'Alphanumeric');
    await pick(page, 'Digit', '6');
    await expect(selectField(page, 'Digit')).toHaveAccessibleDescription(
      `Room for ${counted(roomOf(6))} more codes of 6 characters`,
    );

    // One code more than the room: refused under Digit when the quantity is left, and Save sends nothing.
    const sent: string[] = [];
    page.on(
      'request',
      (request) => request.url().endsWith('/api/save/companyInfo') && sent.push(request.url()),
    );
    await numberField(page, 'Quantity').fill(String(roomOf(6) + 1));
    await numberField(page, 'Quantity').press('Tab');
    const refusal = `Only ${counted(roomOf(6))} more Alphanumeric codes of 6 characters can be issued on this platform (each length may use a thousandth of its codes): choose 7 characters or more`;
    await expect(selectField(page, 'Digit')).toHaveAccessibleDescription(
      new RegExp(refusal.replace(/[()]/g, '\\$&')),
    );
    await expect(page.getByText(refusal)).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByText(refusal)).toBeVisible();
    expect(sent).toEqual([]);
    await page.screenshot({ path: screenshotPath('print-data-add-code-space'), fullPage: true });

    // The length it advises takes the quantity: its own room shows, and the refusal is gone.
    await pick(page, 'Digit', '7');
    await expect(selectField(page, 'Digit')).toHaveAccessibleDescription(
      `Room for ${counted(roomOf(7))} more codes of 7 characters`,
    );
    await expect(page.getByText(refusal)).toHaveCount(0);
  });

  test('a microsite client fills the microsite defaults and its codes are asked for as roto QR', async ({
    page,
  }) => {
    const tag = tagOf();
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tag, { labelsPerRoll: 5, microsite: true });
    await page.goto('/#/print_data_add');
    await choose(page, 'Client', client.customer.name);
    const today = datePartsOf(new Date());
    await expect(selectField(page, 'Month')).toContainText(monthNames[today.month - 1]!);
    await expect(selectField(page, 'Year')).toContainText(String(today.year));
    await expect(selectField(page, 'Code Type')).toContainText('Alphanumeric');
    await expect(selectField(page, 'Digit')).toContainText('9');
    await expect(numberField(page, 'Quantity')).toHaveValue('1');
    await expect(numberField(page, 'Up')).toHaveValue('1');
    await expect(page.getByRole('textbox', { name: 'Microsite' })).toHaveValue('On');
    await page.screenshot({ path: screenshotPath('print-data-add-microsite'), fullPage: true });

    await choose(page, 'Plant', client.plant.name);
    await choose(page, 'Product', client.product.code);
    await choose(page, 'Vendor', demoVendor);
    await numberField(page, 'Quantity').fill('3');
    await page.getByRole('textbox', { name: 'Product Serial Number' }).fill(`SN-${tag}`);
    const saved = savedId(page);
    const roto = page.waitForRequest((request) => request.url().endsWith('/api/generate/roto-qr'));
    await saveButton(page).click();
    const { id } = await saved;
    expect((await roto).postDataJSON()).toMatchObject({ companyInfoId: id });
    await expect(page.getByText('File will we generated soon')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Print Data', level: 1 })).toBeVisible();
    expect(await printRunOf(api, id!)).toMatchObject({
      isMicrosite: true,
      quantity: 3,
      digit: 9,
      codeType: 'Alphanumeric',
    });
  });
});

test.describe('a ROLE_USER with Print Data at view level', () => {
  test.use({ signedInAs: 'user' });

  test('sees the list without Add, and the generator by URL shows Access Denied', async ({
    page,
  }) => {
    await page.goto('/#/print_data_list');
    await expect(page.getByRole('heading', { name: 'Print Data', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    await page.goto('/#/print_data_add');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
