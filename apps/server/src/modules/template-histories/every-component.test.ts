import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { PDFDocument } from '@cantoo/pdf-lib';
import { mmToPt, scanUrlOf, type ComponentType } from '@veritag/domain';
import { decodePdf, decodersAvailable } from '../../test-support/decode-symbols';
import { demoCompanyId, insertCustomer } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { artworkPdf, batchTestKit, csvRows } from './test-support/token-batches';
import { call } from '../../test-support/api-calls';

/**
 * The label engine's acceptance check, through the API as the console calls it: a template whose
 * design holds every component type renders a sample, then a batch whose PDF, decoded, holds
 * exactly the batch's codes, each once, each at its place: label n of the batch is slot n of the
 * sheet, and every symbol and text of that slot belongs to label n.
 */
const publicBaseUrl = 'https://labels.example.com';
const label = { width: 360, height: 216 };
/** Two labels side by side on an exact sheet: 127 + 4 + 127 mm wide, one label high. */
const sheet = { innerFileWidth: 260, innerFileHeight: 80, xspace: 4, exact: true };
const slotX = [0, mmToPt(127 + 4)];
/** dmtxread searches a whole page slowly: it reads only around the Data Matrix component. */
const dataMatrixArea = { x: 125, y: 5, width: 80, height: 80 };

const box = (
  type: ComponentType,
  x: number,
  y: number,
  width: number,
  height: number,
  more: object = {},
) => ({ name: type, type, x, y, width, height, ...more });
const texts = { Text: 'Keep dry', Text2: 'Made in EU', Text3: 'Lot A7' };
const components = [
  box('QR_CODE', 10, 10, 110, 110),
  box('DataMatrix', 130, 10, 70, 70),
  box('Guilloche', 210, 10, 60, 60),
  box('Code', 10, 126, 160, 14, { fontName: 'Courier' }),
  box('Expiry Date', 10, 142, 160, 14),
  box('Customer', 10, 158, 160, 14),
  box('Quantity', 10, 174, 160, 14),
  box('Carton', 10, 190, 160, 14),
  box('Text', 180, 126, 160, 14, { text: texts.Text }),
  box('Text2', 180, 142, 160, 14, { text: texts.Text2, fontName: 'Times-Roman' }),
  box('Text3', 180, 158, 160, 14, { text: texts.Text3, color: '#aa0000' }),
  box('Product Description', 180, 174, 160, 14),
  box('PO Number', 180, 190, 160, 14),
];

let t: TestApp;
let admin: string;
let templateId: number;
const kit = batchTestKit(
  () => t,
  () => admin,
);
const run = promisify(execFile);

/** The text pdftotext finds in one part of a page (points from its top-left corner). */
async function textIn(
  pdf: Buffer,
  page: number,
  area: { x: number; y: number; width: number; height: number },
): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'veritag-text-'));
  try {
    await writeFile(path.join(directory, 'in.pdf'), pdf);
    const crop = [area.x, area.y, area.width, area.height].map((n) => String(Math.round(n)));
    const args = [
      '-f',
      String(page),
      '-l',
      String(page),
      '-x',
      crop[0]!,
      '-y',
      crop[1]!,
      '-W',
      crop[2]!,
      '-H',
      crop[3]!,
      path.join(directory, 'in.pdf'),
      '-',
    ];
    return (await run('pdftotext', args)).stdout;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl });
  admin = await tokenFor(t, 'admin');
  const customer = await insertCustomer(t, await demoCompanyId(t), 'Every Part Foods');
  const created = await call(
    t,
    contract.templates.create,
    {
      body: { customerId: String(customer.id), description: 'Every component' },
      files: {
        file: { bytes: await artworkPdf(label), name: 'label.pdf', type: 'application/pdf' },
      },
    },
    admin,
  );
  expect(created.status, created.text).toBe(200);
  templateId = created.body.id;
}, 60_000);
afterAll(async () => t?.close());

describe.skipIf(!decodersAvailable().ok)(
  'a design with every component type, through the API',
  () => {
    const design = () => ({ templateId, ...sheet, coordinates: components });

    it(
      'renders a sample sheet whose two labels scan to codes on the public address',
      { timeout: 60_000 },
      async () => {
        const sample = await call(t, contract.templateDesigns.sample, { body: design() }, admin);
        expect(sample.status, sample.text).toBe(200);
        const pdf = await call(t, contract.system.file, { link: sample.body.fileName }, admin);
        expect(pdf.status).toBe(200);
        const [page] = await decodePdf(pdf.body);
        const qr = page!.symbols
          .filter((symbol) => symbol.type === 'QR-Code')
          .map((symbol) => symbol.data);
        expect(qr).toHaveLength(2);
        for (const url of qr) expect(url).toMatch(new RegExp(`^${publicBaseUrl}/v/[0-9A-Z]{12}$`));
        for (const [slot, url] of qr.entries()) {
          const [first] = await decodePdf(pdf.body, {
            area: { ...dataMatrixArea, x: dataMatrixArea.x + slotX[slot]! },
            dataMatrix: true,
          });
          expect(first!.symbols.map((symbol) => symbol.data)).toContain(url);
        }
      },
    );

    it(
      'prints a batch whose every label carries its own code, once, in its own slot',
      { timeout: 180_000 },
      async () => {
        const saved = await call(t, contract.templateDesigns.save, { body: design() }, admin);
        expect(saved.status, saved.text).toBe(204);
        const marked = await call(
          t,
          contract.templates.markUpdated,
          { body: { id: templateId } },
          admin,
        );
        expect(marked.status, marked.text).toBe(200);

        const batch = await kit.generated({
          templateId: String(templateId),
          quantity: '6',
          expirationDate: '12',
          poNumber: 'PO-77',
          productDescription: 'Olive oil 1 l',
        });
        expect(batch.status, batch.reason ?? '').toBe('COMPLETED');
        const codes = csvRows(await kit.download(batch.id, 'codes')).map(([seq, code]) => ({
          seq: Number(seq),
          code: code!,
        }));
        expect(new Set(codes.map((c) => c.code)).size).toBe(6);
        const pdf = await kit.download(batch.id, 'pdf');
        expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);

        const seen: string[] = [];
        for (const { seq, code } of codes) {
          const page = Math.ceil(seq / 2);
          const area = { x: slotX[(seq - 1) % 2]!, y: 0, width: label.width, height: label.height };
          const [decoded] = await decodePdf(pdf, { pages: [page], area });
          const [dataMatrix] = await decodePdf(pdf, {
            pages: [page],
            area: { ...dataMatrixArea, x: dataMatrixArea.x + area.x },
            dataMatrix: true,
          });
          const url = scanUrlOf(publicBaseUrl, code);
          expect(decoded!.symbols.map((symbol) => `${symbol.type} ${symbol.data}`)).toEqual([
            `QR-Code ${url}`,
          ]);
          expect(dataMatrix!.symbols.map((symbol) => `${symbol.type} ${symbol.data}`)).toEqual([
            `DataMatrix ${url}`,
          ]);
          seen.push(code);

          const text = await textIn(pdf, page, area);
          for (const expected of [
            code,
            'Every Part Foods',
            texts.Text,
            texts.Text2,
            texts.Text3,
            'Olive oil 1 l',
            'PO-77',
          ])
            expect(text).toContain(expected);
          expect(text).toMatch(/\b\d{2}\/\d{4}\b/);
          const numbers = text.split(/\s+/).filter((word) => /^\d+$/.test(word));
          expect(numbers).toEqual(expect.arrayContaining(['6', String(seq)]));
        }
        expect(seen.sort()).toEqual(codes.map((c) => c.code).sort());
      },
    );
  },
);
