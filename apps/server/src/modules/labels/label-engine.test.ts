import { Writable } from 'node:stream';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { labelEngine, LabelSetupProblem, type LabelSetup } from '.';
import {
  design,
  labelSetup,
  labelStream,
  makeArtwork,
  qrAndTwoTexts,
  urlOf,
} from './test-support/label-fixtures';
import { openTypeFont, trueTypeFont } from '../../test-support/fonts';
import { decodePdf } from '../../test-support/decode-symbols';
import { pdfText, rasterise, solidPng } from './test-support/raster';
import { missingPreflightTools, pdfFonts, qpdfCheck } from '../../test-support/preflight';

const engine = labelEngine();
const missingTools = missingPreflightTools();
if (missingTools.length > 0)
  console.warn(
    `[labels] preflight tests skipped: ${missingTools.join(', ')} missing (node scripts/decoders.mjs installs them)`,
  );

/** Renders `count` labels into memory; the codes used are pushed to `codes`. */
async function renderToBytes(setup: LabelSetup, count: number, codes: string[] = []) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
  });
  const prepared = await engine.prepare(setup);
  const file = await prepared.render(labelStream(count, 7, codes), sink);
  return { file, pdf: new Uint8Array(Buffer.concat(chunks)), prepared };
}

const everyType = design({
  fontName: 'Helvetica',
  coordinates: [
    { name: 'QR', type: 'QR_CODE', x: 5, y: 5, width: 70, height: 70 },
    { name: 'DM', type: 'DataMatrix', x: 80, y: 5, width: 62, height: 62 },
    { name: 'Guilloche', type: 'Guilloche', x: 5, y: 120, width: 40, height: 40 },
    { name: 'Expiry', type: 'Expiry Date', x: 150, y: 5, width: 125, height: 14 },
    { name: 'Text', type: 'Text', x: 150, y: 22, width: 125, height: 14, text: 'Helvetica words' },
    {
      name: 'Text2',
      type: 'Text2',
      x: 150,
      y: 39,
      width: 125,
      height: 14,
      text: 'Times words',
      fontName: 'Times-Roman',
    },
    {
      name: 'Text3',
      type: 'Text3',
      x: 150,
      y: 56,
      width: 125,
      height: 14,
      text: 'Courier words',
      fontName: 'Courier',
    },
    { name: 'Code', type: 'Code', x: 150, y: 73, width: 125, height: 14 },
    { name: 'Description', type: 'Product Description', x: 150, y: 90, width: 125, height: 14 },
    { name: 'Customer', type: 'Customer', x: 150, y: 107, width: 125, height: 14 },
    { name: 'Quantity', type: 'Quantity', x: 150, y: 124, width: 125, height: 14 },
    { name: 'Carton', type: 'Carton', x: 150, y: 141, width: 125, height: 14 },
    { name: 'PO', type: 'PO Number', x: 50, y: 150, width: 90, height: 14 },
  ],
});

describe('the label engine', () => {
  it('prints every component type: symbols that scan, texts a reader finds, the guilloche', async () => {
    const setup = await labelSetup({
      artwork: await makeArtwork(100, 60, 'blank'),
      design: everyType,
      guilloche: { bytes: solidPng(8, [0, 0, 0]), contentType: 'image/png' },
    });
    const codes: string[] = [];
    const { pdf, file } = await renderToBytes(setup, 2, codes);
    expect(file).toMatchObject({ labels: 2, pages: 2 });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      '05/2027',
      'Helvetica words',
      'Times words',
      'Courier words',
      codes[0]!,
      codes[1]!,
      'Amoxicillin 500 mg',
      'Acme Pharma Ltd',
      'PO-4471',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/\b20\b/); // the quantity
    expect(text).toMatch(/\b2\b/); // the second carton
    const pages = await decodePdf(pdf, { dataMatrix: true, dpi: 120 });
    expect(
      pages.map((page) => page.symbols.map((symbol) => `${symbol.type} ${symbol.data}`).sort()),
    ).toEqual(codes.map((code) => [`DataMatrix ${urlOf(code)}`, `QR-Code ${urlOf(code)}`]));
    const [page] = await rasterise(pdf, 72, { first: 1, last: 1 });
    expect(page!.dark(25, 140)).toBe(true); // inside the guilloche box: the black image
    expect(page!.dark(25, 115)).toBe(false); // just above it
  });

  it.skipIf(missingTools.length > 0)(
    'embeds every font as a subset and writes a file qpdf finds sound, as a print shop preflights it',
    async () => {
      const uploaded = qrAndTwoTexts({
        coordinates: [
          {
            name: 'Brand',
            type: 'Text',
            x: 10,
            y: 10,
            width: 150,
            height: 20,
            text: 'Zoë',
            fontName: 'Inconsolata',
          },
        ],
      });
      // The artwork's title was drawn in Helvetica-Bold without embedding it; its upload embedded Liberation Sans Bold.
      const setup = await labelSetup({
        artwork: await makeArtwork(100, 60),
        design: { ...everyType, coordinates: [...everyType.coordinates, ...uploaded.coordinates] },
        fonts: new Map([['Inconsolata', openTypeFont()]]),
        guilloche: { bytes: solidPng(8, [0, 0, 0]), contentType: 'image/png' },
      });
      const { pdf } = await renderToBytes(setup, 3);
      const fonts = await pdfFonts(pdf);
      // Times-Roman, Helvetica and Courier print with their metric twins (design-fonts/README.md).
      expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
        'Inconsolata',
        'LiberationMono',
        'LiberationSans',
        'LiberationSans-Bold',
        'LiberationSerif',
      ]);
      for (const font of fonts)
        expect(font, font.name).toMatchObject({ embedded: true, subset: true });
      const check = await qpdfCheck(pdf);
      expect(check.output).toContain('No syntax or stream encoding errors found');
      expect(check.clean, check.output).toBe(true);
    },
  );

  it('prints Latin, Greek and Cyrillic with the design fonts, where the standard fonts printed WinAnsi only', async () => {
    const words = 'Łódź Ωμέγα Кириллица';
    const design = qrAndTwoTexts({
      coordinates: ['Helvetica', 'Times-Roman', 'Courier'].map((fontName, index) => ({
        name: fontName,
        type: 'Text' as const,
        x: 10,
        y: 10 + 20 * index,
        width: 150,
        height: 16,
        text: words,
        fontName,
      })),
    });
    const { pdf } = await renderToBytes(await labelSetup({ design }), 1);
    expect((await pdfText(pdf)).split('\n').filter((line) => line === words)).toHaveLength(3);
  });

  it('holds exactly the codes of a 20-label batch, each once, on a grid of 4 per page', async () => {
    const setup = await labelSetup({
      design: qrAndTwoTexts({ innerFileWidth: 130, innerFileHeight: 90, xspace: 5, yspace: 5 }),
    });
    const codes: string[] = [];
    const { pdf, file, prepared } = await renderToBytes(setup, 20, codes);
    expect(prepared.labelsPerPage).toBe(4);
    expect(file).toMatchObject({ labels: 20, pages: 5 });
    const read = (await decodePdf(pdf, { dpi: 300 })).flatMap((page) =>
      page.symbols.map((symbol) => symbol.data),
    );
    expect(read.sort()).toEqual(codes.map(urlOf).sort());
  });

  it('keeps every page of a long file in order (the page tree spans several nodes)', async () => {
    const codes: string[] = [];
    const { pdf, file } = await renderToBytes(await labelSetup(), 1201, codes);
    expect(file.pages).toBe(1201);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1201);
    const read = await decodePdf(pdf, { pages: [1, 500, 501, 1201], dpi: 150 });
    expect(read.map((page) => page.symbols.map((symbol) => symbol.data))).toEqual(
      [1, 500, 501, 1201].map((page) => [urlOf(codes[page - 1]!)]),
    );
  });

  it('ends the output in error when the labels fail half way: never a file that looks whole', async () => {
    const prepared = await engine.prepare(await labelSetup());
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
    });
    sink.on('error', () => undefined);
    async function* failing() {
      yield* labelStream(5);
      throw new Error('the database went away');
    }
    await expect(prepared.render(failing(), sink)).rejects.toThrow('the database went away');
    expect(sink.destroyed).toBe(true);
    expect(Buffer.concat(chunks).toString('latin1')).not.toContain('%%EOF');
  });

  it('reports the size and sha256 of exactly the bytes it wrote', async () => {
    const { pdf, file } = await renderToBytes(await labelSetup(), 3);
    const { createHash } = await import('node:crypto');
    expect(file.bytes).toBe(pdf.length);
    expect(file.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  });

  it("samples one page's worth of labels through the same renderer", async () => {
    const setup = await labelSetup({
      design: qrAndTwoTexts({ innerFileWidth: 130, innerFileHeight: 90, xspace: 5, yspace: 5 }),
    });
    const pdf = await engine.sample(setup);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const [page, ...others] = await decodePdf(pdf, { dpi: 200 });
    expect(others).toEqual([]);
    expect(new Set(page!.symbols.map((symbol) => symbol.data)).size).toBe(4);
  });

  it('prints with an uploaded font, embedded as a subset', async () => {
    const font = openTypeFont();
    const custom = qrAndTwoTexts({
      fontName: 'Inconsolata',
      coordinates: [
        { name: 'Text', type: 'Text', x: 10, y: 10, width: 150, height: 20, text: 'Zoë Łódź' },
        { name: 'Code', type: 'Code', x: 10, y: 40, width: 150, height: 20 },
      ],
    });
    const codes: string[] = [];
    const setup = await labelSetup({ design: custom, fonts: new Map([['Inconsolata', font]]) });
    const { pdf } = await renderToBytes(setup, 2, codes);
    const text = await pdfText(pdf);
    expect(text).toContain('Zoë Łódź');
    expect(text).toContain(codes[1]);
    // A whole font would weigh over half its size even deflated; the subset keeps a few glyphs.
    expect(pdf.length).toBeLessThan(font.length / 3);
    // The same setup makes the same file, byte for byte (no random subset names).
    expect(
      Buffer.from(await engine.sample(setup)).equals(Buffer.from(await engine.sample(setup))),
    ).toBe(true);
  });
});

describe('what the engine refuses, in words the user can act on', () => {
  it('reads the artwork size, and refuses what is not a readable PDF with a page', async () => {
    expect((await engine.printReadyArtwork(await makeArtwork(60, 40))).size).toEqual({
      width: expect.closeTo(170.079, 2),
      height: expect.closeTo(113.386, 2),
    });
    await expect(engine.printReadyArtwork(new TextEncoder().encode('not a pdf'))).rejects.toThrow(
      new LabelSetupProblem('The file is not a PDF that can be read'),
    );
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    await expect(engine.printReadyArtwork(empty)).rejects.toThrow(
      new LabelSetupProblem('The PDF has no page'),
    );
    const locked = await PDFDocument.create();
    locked.addPage([100, 100]);
    locked.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    await expect(engine.printReadyArtwork(await locked.save())).rejects.toThrow(
      'The file is not a PDF that can be read',
    );
  });

  it('names the problem of a design: font, position, symbol size, sheet', async () => {
    const base = await labelSetup();
    const problem = async (overrides: Parameters<typeof qrAndTwoTexts>[0]) =>
      (await engine.designProblem({ ...base, design: qrAndTwoTexts(overrides) }))?.title;
    expect(await problem({})).toBeUndefined();
    expect(await problem({ fontName: 'Brand Sans' })).toBe(
      "The font 'Brand Sans' is not uploaded for this company",
    );
    const checked = {
      coordinates: [
        {
          name: 'Text 2',
          type: 'Text2' as const,
          x: 10,
          y: 10,
          width: 60,
          height: 14,
          text: 'Checked ✓',
        },
      ],
    };
    expect(await engine.designProblem({ ...base, design: qrAndTwoTexts(checked) })).toEqual({
      title:
        "The font Helvetica cannot print '✓' (U+2713) in component Text 2: remove it or choose a font that has it",
      component: 0,
      field: 'text',
    });
    // OCR-B has Latin letters and digits only: its codes print, an accent does not.
    const ocr = { ...base, fonts: new Map([['OCR-B', trueTypeFont()]]) };
    const withOcr = (text: string) =>
      qrAndTwoTexts({
        fontName: 'OCR-B',
        coordinates: [
          { name: 'Code', type: 'Code', x: 10, y: 10, width: 60, height: 14 },
          { name: 'Name', type: 'Text', x: 10, y: 30, width: 60, height: 14, text },
        ],
      });
    expect(await engine.designProblem({ ...ocr, design: withOcr('ACME 42') })).toBeUndefined();
    expect((await engine.designProblem({ ...ocr, design: withOcr('Zoë') }))?.title).toBe(
      "The font OCR-B cannot print 'ë' (U+00EB) in component Name: remove it or choose a font that has it",
    );
    expect(
      await problem({
        coordinates: [{ name: 'Far', type: 'Text', x: 150, y: 10, width: 60, height: 14 }],
      }),
    ).toMatch(/'Far' reaches outside the label/);
    expect(
      await problem({
        coordinates: [{ name: 'Tiny', type: 'QR_CODE', x: 10, y: 10, width: 12, height: 12 }],
      }),
    ).toMatch(/^Tiny: .*too small to scan/);
    expect(await problem({ innerFileWidth: 50, innerFileHeight: 50 })).toMatch(
      /larger than the template/,
    );
    expect(await engine.designProblem({ ...base, artwork: new Uint8Array([1, 2, 3]) })).toEqual({
      title: 'The file is not a PDF that can be read',
    });
    await expect(
      engine.prepare({ ...base, design: qrAndTwoTexts({ fontName: 'Brand Sans' }) }),
    ).rejects.toBeInstanceOf(LabelSetupProblem);
  });

  it("refuses a batch's value its font cannot print before writing anything, naming the character and the component", async () => {
    const setup = await labelSetup({
      batch: { customer: '株式会社', quantity: 1, expiry: null },
      design: qrAndTwoTexts({
        coordinates: [{ name: 'Customer', type: 'Customer', x: 10, y: 10, width: 100, height: 14 }],
      }),
    });
    await expect(engine.prepare(setup)).rejects.toThrow(
      new LabelSetupProblem(
        "The font Helvetica cannot print '株' (U+682A) in component Customer: remove it or choose a font that has it",
      ),
    );
  });
});
