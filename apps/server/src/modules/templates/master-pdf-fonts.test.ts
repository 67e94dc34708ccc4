import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { mmToPt } from '@veritag/domain';
import { demoCompanyId, insertCustomer } from '../../test-support/master-data';
import {
  missingPreflightTools,
  pdfFonts,
  pdfWords,
  qpdfCheck,
  type PdfWord,
} from '../../test-support/preflight';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addTemplate, artworkPdf, designOf } from './test-support/template-uploads';
import { call } from '../../test-support/api-calls';

/**
 * Decision 0409 through the API: a master PDF drawn with a standard font it does not embed (the
 * demo's artwork: 'GENUINE PRODUCT' in Helvetica-Bold, as pdf-lib draws it) is stored with the
 * font embedded, and the sample and the batches printed on it pass a print shop's font check
 * with the artwork's words where they were. A font with no twin refuses the upload by name.
 */
const missingTools = missingPreflightTools();

let t: TestApp;
let admin: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  customerId = (await insertCustomer(t, await demoCompanyId(t), 'Font Check Client')).id;
});
afterAll(async () => t.close());

/** The demo's 60 x 40 mm label size, with one word drawn in a font it names and does not embed. */
async function masterUsing(baseFont: string, subtype = 'Type1'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([mmToPt(60), mmToPt(40)]);
  const { context } = doc;
  page.node.set(
    PDFName.of('Contents'),
    context.register(context.flateStream('BT /F1 10 Tf 10 90 Td (Genuine) Tj ET')),
  );
  page.node.set(
    PDFName.of('Resources'),
    context.obj({ Font: { F1: { Type: 'Font', Subtype: subtype, BaseFont: baseFont } } }),
  );
  return Buffer.from(await doc.save());
}

const upload = (bytes: Buffer, name = 'master.pdf') =>
  addTemplate(
    t,
    admin,
    { customerId, description: 'Font check' },
    { bytes, name, type: 'application/pdf' },
  );
const templateCount = async () =>
  (await call(t, contract.templates.forCustomer, { params: { customerId } }, admin)).body.length;

/** The words of the artwork's title, as pdftotext finds them in a file's first page. */
const titleWords = async (pdf: Uint8Array): Promise<PdfWord[]> =>
  (await pdfWords(pdf)).filter(
    (word) => word.page === 1 && ['GENUINE', 'PRODUCT'].includes(word.text),
  );

/** The same words in the same boxes, to a hundredth of a point (a label page's height is rounded in the file). */
function expectSamePlaces(actual: PdfWord[], expected: PdfWord[]) {
  expect(actual.map((word) => word.text)).toEqual(expected.map((word) => word.text));
  actual.forEach((word, index) => {
    for (const side of ['xMin', 'yMin', 'xMax', 'yMax'] as const)
      expect(word[side], `${word.text} ${side}`).toBeCloseTo(expected[index]![side], 2);
  });
}

async function expectPrintReady(pdf: Uint8Array, what: string) {
  const fonts = await pdfFonts(pdf);
  expect(fonts.length, what).toBeGreaterThan(0);
  for (const font of fonts) expect(font, `${what}: ${font.name}`).toMatchObject({ embedded: true });
  const check = await qpdfCheck(pdf);
  expect(check.clean, `${what}: ${check.output}`).toBe(true);
}

/** Generates a batch through the API (with its own artwork when given), waits for its job, and downloads its PDF. */
async function batchPdf(templateId: number, artwork?: Buffer): Promise<Buffer> {
  const files = artwork
    ? { file: { bytes: artwork, name: 'batch-artwork.pdf', type: 'application/pdf' } }
    : undefined;
  const reply = await call(
    t,
    contract.templateHistories.generate,
    { body: { templateId: String(templateId), quantity: '3' }, files },
    admin,
  );
  expect(reply.status, reply.text).toBe(200);
  const { id } = reply.body;
  for (
    const deadline = Date.now() + 60_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 100))
  ) {
    const batch = (
      await call(
        t,
        contract.templateHistories.list,
        { query: { size: 100, sort: 'createdDate,desc' } },
        admin,
      )
    ).body.content.find((row) => row.id === id);
    if (batch?.status === 'RUNNING') continue;
    expect(batch, JSON.stringify(batch)).toMatchObject({ status: 'COMPLETED' });
    const pdf = await call(
      t,
      contract.templateHistories.download,
      { params: { id, kind: 'pdf' } },
      admin,
    );
    expect(pdf.status, pdf.text).toBe(200);
    return pdf.body;
  }
  throw new Error(`batch ${id} did not finish`);
}

describe.skipIf(missingTools.length > 0)(
  'a master PDF whose artwork uses Helvetica-Bold without embedding it',
  () => {
    let templateId: number;
    let exportedWords: PdfWord[];

    it('is accepted and stored with the font embedded, its words where they were', async () => {
      const exported = await artworkPdf();
      expect(await pdfFonts(exported)).toMatchObject([{ name: 'Helvetica-Bold', embedded: false }]);
      exportedWords = await titleWords(exported);
      expect(exportedWords.map((word) => word.text)).toEqual(['GENUINE', 'PRODUCT']);

      const reply = await upload(exported, 'genuine.pdf');
      expect(reply.status, reply.text).toBe(200);
      templateId = reply.body.id;
      const stored = await call(
        t,
        contract.templates.download,
        { query: { id: templateId } },
        admin,
      );
      expect(stored.status).toBe(200);
      expect(await pdfFonts(stored.body)).toMatchObject([
        {
          name: expect.stringMatching(/^[A-Z]{6}\+LiberationSans-Bold$/),
          embedded: true,
          subset: true,
        },
      ]);
      await expectPrintReady(stored.body, 'the stored master');
      expectSamePlaces(await titleWords(stored.body), exportedWords);
    });

    it('prints a sample and batches whose every font is embedded, with the artwork where the master has it', async () => {
      expect(
        (await call(t, contract.templateDesigns.save, { body: designOf(templateId) }, admin))
          .status,
      ).toBe(204);
      expect(
        (await call(t, contract.templates.markUpdated, { body: { id: templateId } }, admin)).status,
      ).toBe(200);

      const { fileName } = (
        await call(t, contract.templateDesigns.sample, { body: designOf(templateId) }, admin)
      ).body;
      const sample = (await call(t, contract.system.file, { link: fileName }, admin)).body;
      await expectPrintReady(sample, 'the sample');
      // One label a page, at the page's corner: the artwork's words have the master's boxes.
      expectSamePlaces(await titleWords(sample), exportedWords);

      const batch = await batchPdf(templateId);
      await expectPrintReady(batch, 'the batch');
      expectSamePlaces(await titleWords(batch), exportedWords);

      // A batch's own artwork (the Generate dialog's PDF) is made print-ready the same way.
      const own = await batchPdf(templateId, await masterUsing('Times-Bold'));
      await expectPrintReady(own, 'the batch on its own artwork');
      expect((await pdfFonts(own)).map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toContain(
        'LiberationSerif-Bold',
      );
    });
  },
);

describe('a master PDF using a font it does not embed and that has no twin', () => {
  it.each([
    ['Arial', 'TrueType'],
    ['Symbol', 'Type1'],
    ['ZapfDingbats', 'Type1'],
  ])('is refused naming %s, and nothing is stored', async (font, subtype) => {
    const before = { templates: await templateCount(), files: await t.storedFileCount() };
    const reply = await upload(await masterUsing(font, subtype));
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^application\/problem\+json/);
    const title = `The PDF uses the font ${font} without embedding it: export it again with all fonts embedded`;
    expect(reply.problem).toMatchObject({
      title,
      status: 400,
      errors: [{ field: 'file', detail: title }],
    });
    expect({ templates: await templateCount(), files: await t.storedFileCount() }).toEqual(before);
  });

  it("is refused as a batch's own artwork too, before any batch or code exists", async () => {
    const templateId = (await upload(await artworkPdf())).body.id;
    await call(t, contract.templateDesigns.save, { body: designOf(templateId) }, admin);
    await call(t, contract.templates.markUpdated, { body: { id: templateId } }, admin);
    const batches = async () =>
      (await call(t, contract.templateHistories.list, { query: { size: 100 } }, admin)).body
        .totalElements;
    const before = { batches: await batches(), files: await t.storedFileCount() };
    const reply = await call(
      t,
      contract.templateHistories.generate,
      {
        body: { templateId: String(templateId), quantity: '3' },
        files: {
          file: {
            bytes: await masterUsing('Arial', 'TrueType'),
            name: 'arial.pdf',
            type: 'application/pdf',
          },
        },
      },
      admin,
    );
    expect(reply.status).toBe(400);
    expect(reply.problem.title).toBe(
      'The PDF uses the font Arial without embedding it: export it again with all fonts embedded',
    );
    expect({ batches: await batches(), files: await t.storedFileCount() }).toEqual(before);
  });
});

describe.skipIf(missingTools.length > 0)("the demo's template", () => {
  it('was seeded through the same upload: its master embeds every font', async () => {
    const customers = (
      await call(
        t,
        contract.customers.list,
        { query: { type: 'Customer', page: 0, size: 100, sort: 'createdDate,asc' } },
        admin,
      )
    ).body;
    const first = customers.content.find(
      (customer: { companyName: string }) => customer.companyName === 'Sunrise Pharma Ltd',
    );
    const [demo] = (
      await call(t, contract.templates.forCustomer, { params: { customerId: first!.id } }, admin)
    ).body;
    const master = await call(t, contract.templates.download, { query: { id: demo!.id } }, admin);
    await expectPrintReady(master.body, "the demo's master");
    expectSamePlaces(await titleWords(master.body), await titleWords(await artworkPdf()));
  });
});
