import * as v from 'valibot';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { codeAlphabets, checkCharacterOf, plantFormSchema } from '@veritag/domain';
import { readXlsxRows } from '../../platform/reports/test-support/read-report';
import {
  demoCompanyId,
  insertCustomer,
  insertProduct,
  otherCompanyAdmin,
  userHolding,
} from '../../test-support/master-data';
import { decodePdf, decodersAvailable } from '../../test-support/decode-symbols';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { demoRunParts, printRuns, runFields, type RunParts } from '../../test-support/print-runs';
import { call } from '../../test-support/api-calls';

const publicBaseUrl = 'https://labels.example.com';
let t: TestApp;
let admin: string;
let parts: RunParts;
let runs: ReturnType<typeof printRuns>;

beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl });
  admin = await tokenFor(t, 'admin');
  parts = await demoRunParts(t, admin);
  runs = printRuns(t, admin);
});
afterAll(async () => t.close());

const csvFile = (text: string) => ({
  serialNumberCsv: { bytes: Buffer.from(text), name: 'serials.csv', type: 'text/csv' },
});

describe('a print run', () => {
  it('is saved, then its file generated: exactly its quantity of unique codes of its type and length, in print order, with lanes, URLs and serial', async () => {
    const run = await runs.generated(runFields(parts, 25));
    expect(run).toMatchObject({
      quantity: 25,
      month: 'Nov',
      year: 2026,
      codeType: 'Alphanumeric',
      digit: 12,
      up: 3,
      genStatus: 'COMPLETED',
      rollDetails: null,
    });
    expect(run.files!.map((file) => file.kind)).toEqual(['xlsx', 'csv']);
    const rows = await runs.csv(run.id);
    expect(rows[0]).toEqual(['Sr No', 'Lane', 'Code', 'URL', 'Serial Number', 'Month', 'Year']);
    const body = rows.slice(1);
    expect(body).toHaveLength(25);
    expect(new Set(body.map((row) => row[2])).size).toBe(25);
    for (const [index, [seq, lane, code, url, serial, month, year]] of body.entries()) {
      expect([seq, lane, serial, month, year]).toEqual([
        String(index + 1),
        String((index % 3) + 1),
        'LOT-2026-11',
        'Nov',
        '2026',
      ]);
      expect(code).toHaveLength(12);
      expect([...code!].every((c) => codeAlphabets.Alphanumeric.includes(c))).toBe(true);
      expect(code!.at(-1)).toBe(checkCharacterOf(code!.slice(0, -1), 'Alphanumeric'));
      expect(url).toBe(`${publicBaseUrl}/v/${code}`);
    }
    // The Excel file holds the same codes, numbers as numbers.
    const excel = await call(
      t,
      contract.printData.download,
      { params: { id: run.id, kind: 'xlsx' } },
      admin,
    );
    const sheet = await readXlsxRows(excel.body);
    expect(sheet.rows.slice(1).map((row) => row[2])).toEqual(body.map((row) => row[2]));
    expect(sheet.rows[1]![0]).toBe(1);
  });

  it('takes one serial number per code from a serial number CSV', async () => {
    const { productSerialNumber: _none, ...fields } = runFields(parts, 3, {
      codeType: 'Numeric',
      digit: '10',
    });
    const run = await runs.generated(
      fields,
      csvFile('Serial Number\r\nSN-001\r\n"SN-002"\r\n\r\nSN-003\r\n'),
    );
    const rows = (await runs.csv(run.id)).slice(1);
    expect(rows.map((row) => row[4])).toEqual(['SN-001', 'SN-002', 'SN-003']);
    expect(rows.every((row) => /^\d{10}$/.test(row[2]!))).toBe(true);
  });

  it.each([
    [
      'a serial number and a CSV',
      (p: RunParts) => runFields(p, 3),
      csvFile('A\nB\nC'),
      'Invalid productSerialNumber: Enter either a serial number or a CSV file, not both',
    ],
    [
      'neither',
      (p: RunParts) => ({ ...runFields(p, 3), productSerialNumber: '' }),
      {},
      'Invalid productSerialNumber: This field is required',
    ],
    [
      'a digit the code type does not offer',
      (p: RunParts) => runFields(p, 3, { codeType: 'Numeric', digit: '8' }),
      {},
      'Invalid digit: Choose a digit count offered for this code type',
    ],
    [
      'a year out of range',
      (p: RunParts) => runFields(p, 3, { year: '2051' }),
      {},
      'Invalid year: Year must be between 2015 and 2050',
    ],
    [
      'a CSV with another count',
      (p: RunParts) => ({ ...runFields(p, 3), productSerialNumber: '' }),
      csvFile('A\nB'),
      'The serial number CSV has 2 serial numbers but the quantity is 3: give one serial number per code',
    ],
    [
      'a serial number starting as a formula',
      (p: RunParts) => runFields(p, 3, { productSerialNumber: '=1+2' }),
      {},
      'Invalid productSerialNumber: A serial number can not start with = or @: a spreadsheet would run it as a formula',
    ],
    [
      'a CSV serial number starting as a formula',
      (p: RunParts) => ({ ...runFields(p, 3), productSerialNumber: '' }),
      csvFile('-0042\n@SUM(A1)\nC'),
      'Line 2 of the serial number CSV starts with @: a serial number can not start with = or @ (a spreadsheet would run it as a formula)',
    ],
    [
      'a CSV of two columns',
      (p: RunParts) => ({ ...runFields(p, 2), productSerialNumber: '' }),
      csvFile('A,1\nB,2'),
      'Line 1 of the serial number CSV has more than one column: put one serial number per line',
    ],
  ])('refuses %s with its message and saves nothing', async (_name, fields, files, title) => {
    const before = (await call(t, contract.printData.list, { query: { size: 1 } }, admin)).body
      .totalElements;
    const filesBefore = await t.storedFileCount();
    const reply = await runs.save(fields(parts), files);
    expect([reply.status, reply.problem.title]).toEqual([400, title]);
    expect(
      (await call(t, contract.printData.list, { query: { size: 1 } }, admin)).body.totalElements,
    ).toBe(before);
    expect(await t.storedFileCount()).toBe(filesBefore);
  });

  it('refuses a plant of another client and a product the plant does not make', async () => {
    const other = parts.customers.find((customer) => customer.id !== parts.customer.id)!;
    const wrongClient = await runs.save(runFields(parts, 3, { client: String(other.id) }));
    expect([wrongClient.status, wrongClient.problem.title]).toEqual([
      400,
      `The plant Pune Labels Plant is not a plant of ${other.companyName}`,
    ]);
    const products = (
      await call(
        t,
        contract.products.ofCustomer,
        { params: { customerId: parts.customer.id } },
        admin,
      )
    ).body as {
      id: number;
      productCode: string;
    }[];
    const notMade = products.find(
      (product) => product.id !== parts.product.id && product.id !== parts.otherProduct.id,
    );
    if (notMade) {
      const reply = await runs.save(runFields(parts, 3, { product: String(notMade.id) }));
      expect([reply.status, reply.problem.title]).toEqual([
        400,
        `The plant Pune Labels Plant does not make the product ${notMade.productCode}`,
      ]);
    }
  });

  it('is generated once: asking again while it runs or after it is done answers 409', async () => {
    const saved = (await runs.save(runFields(parts, 2))).body;
    await call(t, contract.printData.generateFile, { params: { id: saved.id } }, admin);
    const again = await call(
      t,
      contract.printData.generateFile,
      { params: { id: saved.id } },
      admin,
    );
    expect(again.status).toBe(409);
    await t.jobs.whenIdle(30_000);
    expect(
      (await call(t, contract.printData.generateFile, { params: { id: saved.id } }, admin)).problem
        .title,
    ).toBe('The file of this print data is already generated');
    const early = (await runs.save(runFields(parts, 2))).body;
    expect(
      (await call(t, contract.printData.download, { params: { id: early.id, kind: 'csv' } }, admin))
        .problem.title,
    ).toBe('The file of this print data is not generated yet');
  });

  it('is listed newest first with its columns, searched and sorted on the server', async () => {
    const page = (
      await call(
        t,
        contract.printData.list,
        { query: { size: 5, sort: 'createdDate,desc' } },
        admin,
      )
    ).body;
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content[0]).toMatchObject({
      client: { companyName: parts.customer.companyName },
      plant: { name: 'Pune Labels Plant' },
      product: { productCode: parts.product.productCode },
    });
    const byStatus = (
      await call(
        t,
        contract.printData.search,
        { query: { columnName: 'genStatus', searchKey: 'COMPLETED', size: 100 } },
        admin,
      )
    ).body;
    expect(byStatus.content.every((row) => row.genStatus === 'COMPLETED')).toBe(true);
    const ordered = (
      await call(t, contract.printData.list, { query: { size: 100, sort: 'quantity,asc' } }, admin)
    ).body.content.map((row: { quantity: number }) => row.quantity);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
  });

  it('gives a microsite client its roto QR sheet: one vector QR per code, each scanning to its URL; and no one else', async () => {
    const plain = (await runs.save(runFields(parts, 2))).body;
    const refused = await call(
      t,
      contract.printData.generateMicrositeCodes,
      { body: { companyInfoId: plain.id } },
      admin,
    );
    expect([refused.status, refused.problem.title]).toEqual([
      400,
      `${parts.customer.companyName} has no microsite: generate the print file instead`,
    ]);

    const companyId = await demoCompanyId(t);
    const client = await insertCustomer(t, companyId, 'Microsite Foods', { micrositeEnable: true });
    const product = await insertProduct(t, { id: client.id, companyId }, 'MS-001');
    const plant = await t.services.plants.create(
      companyId,
      v.parse(plantFormSchema('add'), {
        plantCode: 'MS-1',
        name: 'Microsite Plant',
        address: '1 Ring Road',
        customer: client.id,
        allowAllProduct: false,
        plantProducts: [{ product: product.id, noOfLabelPerRoll: 100 }],
        contectPersons: [],
      }),
    );
    const fields = {
      ...runFields(parts, 3, {
        client: String(client.id),
        plant: String(plant.id),
        product: String(product.id),
        digit: '9',
      }),
      isMicrosite: 'true',
    };
    const saved = (await runs.save(fields)).body;
    expect(
      (
        await call(
          t,
          contract.printData.generateMicrositeCodes,
          { body: { companyInfoId: saved.id } },
          admin,
        )
      ).body.genStatus,
    ).toBe('RUNNING');
    await t.jobs.whenIdle(30_000);
    const run = (await call(t, contract.printData.get, { params: { id: saved.id } }, admin)).body;
    expect(run.files!.map((file: { kind: string }) => file.kind)).toEqual(['xlsx', 'csv', 'svg']);
    const codes = (await runs.csv(saved.id)).slice(1).map((row) => row[2]!);
    const svg = (
      await call(t, contract.printData.download, { params: { id: saved.id, kind: 'svg' } }, admin)
    ).text;
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect([...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1])).toEqual(
      codes,
    );
    if (decodersAvailable().ok) {
      const decoded = (await decodePdf(await svgAsPdf(svg))).flatMap((page) =>
        page.symbols.map((symbol) => symbol.data),
      );
      expect(decoded.sort()).toEqual(codes.map((code) => `${publicBaseUrl}/v/${code}`).sort());
    }
  });

  it('keeps each company to its own runs, and asks Print Data 2 to add, 1 to see', async () => {
    const run = await runs.generated(runFields(parts, 2));
    const other = await otherCompanyAdmin(t, 'Print Strangers Ltd');
    const asOther = {
      get: () => call(t, contract.printData.get, { params: { id: run.id } }, other.token),
      csv: () =>
        call(t, contract.printData.download, { params: { id: run.id, kind: 'csv' } }, other.token),
      generate: () =>
        call(t, contract.printData.generateFile, { params: { id: run.id } }, other.token),
    };
    for (const [what, make] of Object.entries(asOther))
      expect((await make()).status, what).toBe(404);
    expect((await call(t, contract.printData.list, {}, other.token)).body.content).toEqual([]);
    const companyId = await demoCompanyId(t);
    const viewer = await userHolding(t, companyId, 'Print Data', 1);
    expect((await call(t, contract.printData.get, { params: { id: run.id } }, viewer)).status).toBe(
      200,
    );
    const add = await runs.save(runFields(parts, 2), {}, viewer);
    expect([add.status, add.problem.title]).toEqual([
      403,
      'You need the Print Data privilege at level 2',
    ]);
    const none = await userHolding(t, companyId, 'Product', 1);
    expect((await call(t, contract.printData.list, {}, none)).status).toBe(403);
    // The vendors of the form are a Print Data viewer's too.
    expect((await call(t, contract.vendors.list, {}, viewer)).status).toBe(200);
  });
});

/**
 * The roto QR sheet as a PDF page, for the decoders (pdftoppm reads PDF, not SVG): each QR's
 * module runs (the sheet draws a QR as rectangles, `M x y h w v 1 h -w z`) drawn as rectangles
 * at the place and scale the sheet gives them. pdf-lib's own SVG path reader is not used: it
 * filled most of a 3,000-character path.
 */
async function svgAsPdf(svg: string): Promise<Uint8Array> {
  const mmPt = 72 / 25.4;
  const [, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)!.map(Number) as [
    number,
    number,
    number,
  ];
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([width * mmPt, height * mmPt]);
  const groups = svg.matchAll(
    /<g transform="translate\(([\d.]+) ([\d.]+)\)">.*?<path transform="scale\(([\d.]+)\) translate\(([-\d.]+) ([-\d.]+)\)"[^>]* d="([^"]+)"/g,
  );
  for (const [, x, y, scale, dx, dy, d] of groups) {
    const place = (value: number, offset: string, origin: string) =>
      (Number(origin) + (value + Number(offset)) * Number(scale)) * mmPt;
    for (const [, rx, ry, rw, rh] of d!.matchAll(
      /M([\d.]+) ([\d.]+)h([\d.]+)v([\d.]+)h-[\d.]+z/g,
    )) {
      const left = place(Number(rx), dx!, x!);
      const top = place(Number(ry), dy!, y!);
      page.drawRectangle({
        x: left,
        y: page.getHeight() - top - Number(rh) * Number(scale) * mmPt,
        width: Number(rw) * Number(scale) * mmPt,
        height: Number(rh) * Number(scale) * mmPt,
      });
    }
  }
  return pdf.save();
}
