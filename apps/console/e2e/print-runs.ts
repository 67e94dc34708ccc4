import { readFile } from 'node:fs/promises';
import { expect, type APIResponse, type Browser, type Download, type Page } from '@playwright/test';
import { e2eBaseUrl } from './e2e-server';
import { demoToken, type DemoLogin } from './stored-sessions';
import { tokenOf } from './users';

/**
 * Print runs for the print journeys: the master data a run needs (a client, its product
 * and a plant making it with a known number of labels per roll), made through the API as the
 * customer, product and plant screens send it, and the calls a journey makes beside its screen.
 * Everything runs against the real server with the signed-in page's token.
 */

export interface PrintClient {
  customer: { id: number; name: string };
  product: { id: number; code: string; name: string };
  plant: { id: number; name: string };
}

/** A part of a multipart form: a text, or a file as the console's upload sends it. */
export type FormPart = string | { name: string; mimeType: string; buffer: Buffer };

/** Calls of the API as one demo login (the journeys' setup beside the screens). */
export interface Api {
  get(path: string): Promise<unknown>;
  post(
    path: string,
    body: { data?: unknown; multipart?: Record<string, FormPart> },
  ): Promise<unknown>;
  /** The raw reply, for refusals. */
  raw(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<APIResponse>;
  token: string;
}

async function ok(reply: APIResponse, what: string): Promise<unknown> {
  expect(reply.ok(), `${what}: ${reply.status()} ${await reply.text()}`).toBe(true);
  return reply.status() === 204 ? undefined : reply.json();
}

/** The API as `login` (default: whoever the page is signed in as), through the page's request context. */
export async function apiOf(page: Page, login?: DemoLogin): Promise<Api> {
  let token: string;
  if (login) token = await demoToken(login);
  else {
    // The token lives in the page's storage: a page not opened yet opens the dashboard first.
    if (!page.url().startsWith('http')) await page.goto('/#/dashboard');
    token = (await tokenOf(page))!;
  }
  const headers = { authorization: `Bearer ${token}` };
  const raw = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) =>
    page.request.fetch(`/api${path}`, { method, headers, ...(data === undefined ? {} : { data }) });
  return {
    token,
    raw,
    get: async (path) => ok(await raw('GET', path), `GET ${path}`),
    post: async (path, { data, multipart }) =>
      ok(
        await page.request.post(`/api${path}`, {
          headers,
          ...(multipart ? { multipart } : { data }),
        }),
        `POST ${path}`,
      ),
  };
}

/** A page of its own signed in as another demo login (a second person beside the journey's). */
export async function pageAs(browser: Browser, login: DemoLogin): Promise<Page> {
  const token = await demoToken(login);
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: e2eBaseUrl,
          localStorage: [
            { name: 'token', value: token },
            { name: 'loginTime', value: new Date().toISOString() },
          ],
        },
      ],
    },
  });
  return context.newPage();
}

/** A short tag for the names a journey makes (runs share one database). */
export const tagOf = () =>
  `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();

const micrositeFields = {
  micrositeEnable: 'true',
  'emailConfig.emailServer': 'smtp.example.com',
  'emailConfig.emailServerPort': '587',
  'emailConfig.senderEmail': 'labels@example.com',
  'emailConfig.twoFAPasswordForEmail': 'app-password',
  'emailConfig.helpDeskEmail': 'help@example.com',
  'emailConfig.subjectForCustomerEmail': 'Your code',
  'emailConfig.subjectForVendorEmail': 'Codes to print',
  'emailConfig.emailMessageToCustomer': 'Thank you',
  'emailConfig.emailMessageToVendor': 'Please print',
};

/** A product that asks people who scan it to register, with the scan page's texts, and earns 25 points a genuine first scan. */
export const registrableProductFields = {
  authenticationActivated: 'true',
  captureUserData: 'true',
  countOfScanning: '1',
  customTextPostScan: 'Thank you for checking',
  customTextOnIdentification: 'Look for the hologram',
  customTextOnLastPage: 'Enjoy your product',
  videoLinkOnLastPage: 'https://example.com/how-to',
  enableLoyaltyPoints: 'true',
  loyaltyPoints: '25',
} as const;

/**
 * A client with one product (label size 200 x 100, one of the generator's sizes) and a plant
 * making it at `labelsPerRoll` labels a roll. `microsite` turns on the client's microsite (with
 * the email settings the customer form then requires); `customerFields` and `productFields` add
 * to what the forms send (a file too, as `customerLogo` or a product image's `file`).
 */
export async function seedPrintClient(
  api: Api,
  tag: string,
  options: {
    labelsPerRoll: number;
    microsite?: boolean;
    customerFields?: Record<string, FormPart>;
    productFields?: Record<string, FormPart>;
  },
): Promise<PrintClient> {
  const name = `${options.microsite ? 'Roto' : 'Press'} Client ${tag}`;
  const customer = (await api.post('/customers', {
    multipart: {
      companyName: name,
      companyCode: `PC-${tag}`,
      messageOnScan: 'Genuine',
      ...(options.microsite ? micrositeFields : {}),
      ...options.customerFields,
    },
  })) as { id: number };
  const code = `PRN-${tag}`;
  const productName = `Printed ${tag}`;
  const product = (await api.post('/products', {
    multipart: {
      productName,
      productSrNo: `SR-${tag}`,
      productCode: code,
      productDescription: 'A printed pack',
      labelSize: '200 x 100',
      labelSpecification: 'Gloss paper',
      'customer.id': String(customer.id),
      ...options.productFields,
    },
  })) as { id: number };
  const plantName = `Press Plant ${tag}`;
  const plant = (await api.post('/plants', {
    data: {
      plantCode: `PP-${tag}`,
      name: plantName,
      address: 'Press Road',
      customer: customer.id,
      allowAllProduct: false,
      plantProducts: [{ product: product.id, noOfLabelPerRoll: options.labelsPerRoll }],
    },
  })) as { id: number };
  return {
    customer: { id: customer.id, name },
    product: { id: product.id, code, name: productName },
    plant: { id: plant.id, name: plantName },
  };
}

/** A vendor of the demo company (the seed's). */
export const demoVendor = 'Apex Inks Pvt Ltd';

export interface PrintRun {
  id: number;
  month: string;
  year: number;
  quantity: number;
  genStatus?: string | null;
  genReason?: string | null;
  isMicrosite?: boolean;
  rollDetails?: {
    id: number;
    producedQuantity: number;
    pendingQuantity: number;
    productionStatus?: string | null;
  } | null;
  files?: { kind: string }[];
}

export interface ProductionOfRun {
  id: number | null;
  producedQuantity: number;
  pendingQuantity: number;
  productionStatus: string;
  rolls: {
    id: number;
    rollNo: number;
    labels: number;
    firstSeq: number;
    lastSeq: number;
    startingToken: string;
    endingToken: string;
    rollFileStatus?: string | null;
  }[];
}

/** Saves print data as the generator does (multipart `save/companyInfo`) and, unless told not to, asks for its file. */
export async function printRunByApi(
  api: Api,
  client: PrintClient,
  quantity: number,
  options: { generate?: boolean; extra?: Record<string, string> } = {},
): Promise<PrintRun> {
  const vendors = (await api.get(
    `/vendors/company?size=100&contains.name=${encodeURIComponent(demoVendor)}`,
  )) as { content: { id: number }[] };
  const saved = (await api.post('/save/companyInfo', {
    multipart: {
      client: String(client.customer.id),
      plant: String(client.plant.id),
      product: String(client.product.id),
      vendor: String(vendors.content[0]!.id),
      month: 'Mar',
      year: '2026',
      codeType: 'Alphanumeric',
      digit: '10',
      quantity: String(quantity),
      up: '2',
      productSerialNumber: `SN-${client.product.code}`,
      ...options.extra,
    },
  })) as PrintRun;
  if (options.generate !== false) await api.get(`/gen/file/${saved.id}`);
  return saved;
}

/** One print run as the list shows it. */
export const printRunOf = async (api: Api, id: number): Promise<PrintRun> =>
  (await api.get(`/print-data/${id}`)) as PrintRun;

/** Waits until the run's file is generated. */
export async function generated(api: Api, id: number): Promise<PrintRun> {
  await expect
    .poll(async () => (await printRunOf(api, id)).genStatus, { timeout: 90_000, intervals: [500] })
    .toBe('COMPLETED');
  return printRunOf(api, id);
}

/** A run's production with its rolls (`label-production/print-data/{id}`). */
export const productionOf = async (api: Api, printDataId: number): Promise<ProductionOfRun> =>
  (await api.get(`/label-production/print-data/${printDataId}`)) as ProductionOfRun;

/** Records labels on a run as label production's Save does (`POST label-production`). */
export const produceByApi = async (
  api: Api,
  printDataId: number,
  body: { producedQuantity?: number; close?: boolean },
): Promise<ProductionOfRun> =>
  (await api.post('/label-production', { data: { printDataId, ...body } })) as ProductionOfRun;

/** The rows of a CSV the server wrote (RFC 4180, no quoted newlines in ours), as records by header. */
export function csvRecords(text: string): Record<string, string>[] {
  const parseLine = (line: string): string[] => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let index = 0; index < line.length; index++) {
      const char = line[index]!;
      if (quoted) {
        if (char === '"' && line[index + 1] === '"') {
          cell += '"';
          index++;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        cells.push(cell);
        cell = '';
      } else cell += char;
    }
    cells.push(cell);
    return cells;
  };
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  const names = parseLine(header ?? '');
  return lines.map((line) =>
    Object.fromEntries(
      parseLine(line).map((value, index) => [names[index] ?? String(index), value]),
    ),
  );
}

/** The text of a saved download. */
export const downloadedText = async (download: Download): Promise<string> =>
  (await readFile(await download.path())).toString('utf8');

/** Starts a download by pressing `button` and waits for the browser to have it. */
export async function downloadBy(page: Page, press: () => Promise<void>): Promise<Download> {
  const started = page.waitForEvent('download');
  await press();
  return started;
}

/** A Select of a form: opens it by its label and takes the option by typing it, as a keyboard user does. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  // A list closed just before (Escape) may still be leaving: the keys must reach the new one.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await selectField(page, label).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  // The list is virtualized (a year may be out of sight): the keys bring the option to view.
  // From the top, down one option at a time, as the typeahead can lose a slow second key.
  const wanted = page.getByRole('listbox').getByRole('option', { name: option, exact: true });
  const focused = () =>
    page
      .getByRole('listbox')
      .locator('[role=option][data-focused=true]')
      .textContent({ timeout: 2000 })
      .catch(() => null);
  await page.keyboard.press('Home');
  for (let step = 0; step < 80 && (await focused())?.trim() !== option; step++)
    await page.keyboard.press('ArrowDown');
  await expect(wanted).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(selectField(page, label)).toContainText(option);
}

/** A Select's trigger, named by its value and its label. */
export const selectField = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`\\b${label}( \\*)?$`) });

/** The toast region's 'Error Message' with the server's title. */
export const errorToast = (page: Page, title: string | RegExp) =>
  page.getByRole('region', { name: /notification/i }).getByText(title);

/** A figure of the print run on the label production screens, by its label. */
export const figure = (page: Page, label: string) =>
  page.locator(`dl[aria-label="Print run"] > div:has(> dt:text-is("${label}")) > dd`);

/** A generated run's codes in print order, read from its code file (CSV) as a user downloads it. */
export async function runCodes(api: Api, runId: number): Promise<string[]> {
  const file = await api.raw('GET', `/print-data/${runId}/files/csv`);
  expect(file.ok()).toBe(true);
  // Every text cell of the server's CSV is quoted; codes hold no comma.
  const cells = (line: string) =>
    line.split(',').map((cell) => cell.replace(/^\uFEFF/, '').replace(/^"|"$/g, ''));
  const [header, ...lines] = (await file.text()).trim().split(/\r?\n/);
  const column = cells(header!).indexOf('Code');
  expect(column).toBeGreaterThanOrEqual(0);
  return lines.map((line) => cells(line)[column]!);
}
