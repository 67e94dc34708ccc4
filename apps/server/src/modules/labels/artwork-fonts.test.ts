import {
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFRef,
} from '@cantoo/pdf-lib';
import type { Font } from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { labelEngine, UnembeddedFontProblem } from '.';
import { missingPreflightTools, pdfFonts, pdfWords, qpdfCheck } from '../../test-support/preflight';
import { fontkit } from './font-files';
import { simpleFontEncoding } from './simple-font-encoding';
import { openTwin, standardLatinFontNames } from './standard-font-twins';
import { exportedArtwork } from './test-support/label-fixtures';
import { rasterise } from './test-support/raster';

/**
 * Decision 0409: a master PDF's standard fonts that are not embedded get their Liberation twin
 * embedded at upload, and nothing of the artwork moves; any other font not embedded is refused.
 */
const { printReadyArtwork } = labelEngine();
const missingTools = missingPreflightTools();

/** A one-page PDF drawing `content` with the fonts (and other resources) given as PDF objects. */
async function pdfWith(
  resources: (context: PDFContext) => PDFDict,
  content: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 120]);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(content)));
  page.node.set(PDFName.of('Resources'), resources(doc.context));
  return doc.save();
}
/** A font dictionary written as pdf-lib's `context.obj` takes it. */
type PdfLiteral = string | number | PdfLiteral[] | { [key: string]: PdfLiteral };
const oneFont = (
  font: { [key: string]: PdfLiteral },
  content = 'BT /F1 12 Tf 10 10 Td (Hi) Tj ET',
) => pdfWith((context) => context.obj({ Font: { F1: font } }), content);

/** The glyphs in the embedded font program of the file's first composite font. */
async function subsetGlyphCount(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.has(PDFName.of('Length1'))) {
      return ((await fontkit()).create(decodePDFRawStream(object).decode()) as Font).numGlyphs;
    }
  }
  throw new Error('no embedded TrueType font');
}

describe.skipIf(missingTools.length > 0)('an artwork whose standard fonts are not embedded', () => {
  it('gets their Liberation twins embedded as subsets, and no word of it moves', async () => {
    const exported = await exportedArtwork(60, 40);
    const ready = await printReadyArtwork(exported);
    expect(ready.embedded).toEqual(['Helvetica-Bold']);
    expect(await pdfFonts(exported)).toMatchObject([{ name: 'Helvetica-Bold', embedded: false }]);
    expect(await pdfFonts(ready.pdf)).toMatchObject([
      {
        name: expect.stringMatching(/^[A-Z]{6}\+LiberationSans-Bold$/),
        embedded: true,
        subset: true,
      },
    ]);
    expect((await qpdfCheck(ready.pdf)).clean).toBe(true);
    expect(await pdfWords(ready.pdf)).toEqual(await pdfWords(exported));
    // Drawn, the title is where it was: the glyphs differ a little (Liberation for the viewer's stand-in), their places do not.
    const [before, after] = [(await rasterise(exported))[0]!, (await rasterise(ready.pdf))[0]!];
    const moved = before.pixels.filter(
      (value, index) => Math.abs(value - after.pixels[index]!) > 128,
    ).length;
    expect(moved).toBe(0);
    expect(
      Buffer.from((await printReadyArtwork(exported)).pdf).equals(Buffer.from(ready.pdf)),
    ).toBe(true);
  });

  it('keeps what each code draws and its width through encodings, differences, widths, forms and graphics states', async () => {
    const exported = await pdfWith(
      (context) => {
        const oblique = context.register(
          context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica-Oblique' }),
        );
        const widths = Array.from({ length: 95 }, (_, index) => 500 + (index % 7) * 40);
        return context.obj({
          Font: {
            // A and B swapped by /Differences, odd widths of its own: they are what viewers used.
            F1: {
              Type: 'Font',
              Subtype: 'Type1',
              BaseFont: 'Times-Italic',
              Encoding: { BaseEncoding: 'WinAnsiEncoding', Differences: [65, 'B', 'A'] },
              FirstChar: 32,
              LastChar: 126,
              Widths: widths,
            },
            // No /Encoding: the font's own, StandardEncoding, where 0x27 is a right quote.
            F2: { Type: 'Font', Subtype: 'Type1', BaseFont: 'Courier' },
          },
          ExtGState: { GS1: { Type: 'ExtGState', Font: [oblique, 9] } },
          // Shows its text with the font its caller set.
          XObject: {
            Fm1: context.register(
              context.flateStream('BT 20 30 Td (ABC) Tj ET', {
                Type: 'XObject',
                Subtype: 'Form',
                BBox: [0, 0, 300, 120],
                Resources: {},
              }),
            ),
          },
        });
      },
      `BT /F1 14 Tf 20 50 Td (Hello W\\157rld) Tj ET /Fm1 Do
       BT /F2 12 Tf 20 70 Td [(it's) -250 <436F7572696572>] TJ ET q /GS1 gs BT 20 10 Td (gs font) Tj ET Q
       BI /W 2 /H 1 /BPC 8 /CS /G ID \x00\xff EI
       BT /F2 10 Tf 150 10 Td (after image) Tj ET`,
    );
    const ready = await printReadyArtwork(exported);
    expect(ready.embedded.sort()).toEqual(['Courier', 'Helvetica-Oblique', 'Times-Italic']);
    for (const font of await pdfFonts(ready.pdf))
      expect(font, font.name).toMatchObject({ embedded: true, subset: true });
    const words = await pdfWords(ready.pdf);
    expect(words.map((word) => word.text)).toEqual([
      'it’s',
      'Courier',
      'Hello',
      'World',
      'BAC',
      'gs',
      'font',
      'after',
      'image',
    ]);
    expect(words).toEqual(await pdfWords(exported));
    expect((await qpdfCheck(ready.pdf)).clean).toBe(true);
  });

  it("reads the file's other pages for codes only: a font they share with the artwork draws them still, their own fonts are left", async () => {
    const doc = await PDFDocument.create();
    const { context } = doc;
    const bold = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'Type1',
        BaseFont: 'Helvetica-Bold',
        Encoding: 'WinAnsiEncoding',
      }),
    );
    const pageWith = (
      content: string,
      fonts: { [name: string]: PDFRef | { [key: string]: PdfLiteral } },
    ) => {
      const page = doc.addPage([200, 100]);
      page.node.set(PDFName.of('Contents'), context.register(context.flateStream(content)));
      page.node.set(PDFName.of('Resources'), context.obj({ Font: fonts }));
    };
    pageWith('BT /F1 12 Tf 10 50 Td (AB) Tj ET', { F1: bold });
    pageWith('BT /F1 12 Tf 10 50 Td (XYZ) Tj /F2 12 Tf (never printed) Tj ET', {
      F1: bold,
      F2: { Type: 'Font', Subtype: 'TrueType', BaseFont: 'Arial' },
    });
    const exported = await doc.save();
    const ready = await printReadyArtwork(exported);
    expect(ready.embedded).toEqual(['Helvetica-Bold']);
    // A, B, X, Y, Z and .notdef.
    expect(await subsetGlyphCount(ready.pdf)).toBe(6);
    expect(
      (await pdfFonts(ready.pdf)).map(({ name, embedded }) => ({
        name: name.replace(/^[A-Z]{6}\+/, ''),
        embedded,
      })),
    ).toEqual([
      { name: 'LiberationSans-Bold', embedded: true },
      { name: 'Arial', embedded: false },
    ]);
    expect(await pdfWords(ready.pdf)).toEqual(await pdfWords(exported));
  });

  it('embeds the glyphs the artwork shows, or every glyph of the encoding when it cannot tell which font shows text', async () => {
    // ACME GENUINE: 8 different letters, the space and .notdef.
    expect(await subsetGlyphCount((await printReadyArtwork(await exportedArtwork())).pdf)).toBe(10);
    const unsure = await printReadyArtwork(
      await oneFont(
        { Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' },
        'BT 10 10 Td (no font set) Tj ET',
      ),
    );
    // The font names no encoding: its own, StandardEncoding, names 149 glyphs.
    expect(await subsetGlyphCount(unsure.pdf)).toBeGreaterThanOrEqual(150);
  });
});

describe('what an artwork cannot keep', () => {
  it('refuses Symbol, ZapfDingbats and any other font it does not embed, naming it', async () => {
    const refusal = (font: string) => new UnembeddedFontProblem(font);
    await expect(
      printReadyArtwork(await oneFont({ Type: 'Font', Subtype: 'TrueType', BaseFont: 'Arial' })),
    ).rejects.toThrow(refusal('Arial'));
    expect(refusal('Arial').message).toBe(
      'The PDF uses the font Arial without embedding it: export it again with all fonts embedded',
    );
    await expect(
      printReadyArtwork(await oneFont({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Symbol' })),
    ).rejects.toThrow(refusal('Symbol'));
    await expect(
      printReadyArtwork(
        await oneFont({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' }),
      ),
    ).rejects.toThrow(refusal('ZapfDingbats'));
    const cid = {
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'HeiseiMin-W3-Identity-H',
      Encoding: 'Identity-H',
      DescendantFonts: [{ Type: 'Font', Subtype: 'CIDFontType0', BaseFont: 'HeiseiMin-W3' }],
    };
    await expect(printReadyArtwork(await oneFont(cid))).rejects.toThrow(refusal('HeiseiMin-W3'));
    // Inside a form the page draws, too.
    const inForm = await pdfWith(
      (context) =>
        context.obj({
          XObject: {
            Fm1: context.register(
              context.flateStream('BT /F1 9 Tf (x) Tj ET', {
                Type: 'XObject',
                Subtype: 'Form',
                BBox: [0, 0, 10, 10],
                Resources: {
                  Font: { F1: { Type: 'Font', Subtype: 'TrueType', BaseFont: 'Arial,Bold' } },
                },
              }),
            ),
          },
        }),
      '/Fm1 Do',
    );
    await expect(printReadyArtwork(inForm)).rejects.toThrow(refusal('Arial,Bold'));
  });

  it('keeps a file with nothing to embed as it was sent, and reads a content stream that breaks the rules to its end', async () => {
    const blank = await exportedArtwork(60, 40, 'blank');
    expect((await printReadyArtwork(blank)).pdf).toBe(blank);
    const broken = await oneFont(
      { Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' },
      'q ) } >> ] BT /F1 12 Tf (a) Tj ET Q [ (b))) Tj',
    );
    expect((await printReadyArtwork(broken)).embedded).toEqual(['Helvetica']);
  });

  it.skipIf(missingTools.length > 0)(
    'reads no more than 32 MB of content: past that it embeds every glyph of the encoding',
    async () => {
      // 40 MB of spaces, a few kB deflated: a compression bomb in the artwork's content.
      const bomb = await oneFont(
        { Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' },
        `${' '.repeat(40 * 1024 * 1024)} BT /F1 12 Tf (a) Tj ET`,
      );
      const ready = await printReadyArtwork(bomb);
      expect(await subsetGlyphCount(ready.pdf)).toBeGreaterThanOrEqual(150);
      expect(await pdfFonts(ready.pdf)).toMatchObject([{ embedded: true }]);
    },
  );
});

describe.each(standardLatinFontNames)('the twin of %s', (name) => {
  it('draws every WinAnsi character of the standard font, each as wide but for ¯ ± µ · ÷', async () => {
    const twin = await openTwin(name);
    const winAnsi = simpleFontEncoding(
      PDFContext.create().obj({ Encoding: 'WinAnsiEncoding' }) as PDFDict,
    );
    const differing: string[] = [];
    for (let code = 0x20; code <= 0xff; code++) {
      if (!winAnsi[code]) continue;
      const glyph = twin.glyphOf(winAnsi[code]!);
      expect(glyph, `code ${code}`).toBeDefined();
      const advance = Math.round(
        (twin.font.getGlyph(glyph!.id)!.advanceWidth * 1000) / twin.font.unitsPerEm,
      );
      if (advance !== twin.metrics.getWidthOfGlyph(glyph!.name!))
        differing.push(String.fromCodePoint(glyph!.unicode!));
    }
    // Their places stay all the same: the embedded font's widths are the standard font's (twin-font-embedding.ts).
    expect(differing.every((char) => '¯±µ·÷'.includes(char))).toBe(true);
  });
});
