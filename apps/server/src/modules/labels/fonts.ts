import { createHash } from 'node:crypto';
import { StandardFonts, type PDFDocument, type PDFFont, type PDFRef } from '@cantoo/pdf-lib';
import { codeAlphabets, fontNames } from '@veritag/domain';
import { LabelSetupProblem } from './labels.types';

/**
 * The fonts a design prints with, embedded once in the prototype document (prototype.ts).
 * The three standard fonts need no file (WinAnsi encoding). Uploaded TTF/OTF fonts are
 * embedded as a SUBSET: the file streams out page by page, so the subset is fixed before the
 * first page, from every text known up front (the design's texts, the batch's values) plus
 * the code alphabets and digits (codes and carton numbers). A character outside that set
 * prints as the font's empty glyph; with a standard font, as '?'.
 */
export interface LabelFont {
  /** The name pages use in their resources (`/F1`). */
  readonly resourceName: string;
  /** The embedded font dictionary in the prototype document. */
  readonly ref: PDFRef;
  /** The text as a hex string operand for `Tj`, glyph by glyph (no kerning, no ligatures). */
  encode(text: string): string;
  /** The width of the text in points at `size`, matching `encode`. */
  widthOf(text: string, size: number): number;
  /** The height above and below the baseline, in points at `size`. */
  ascent(size: number): number;
  descent(size: number): number;
}

const standardFonts: Record<(typeof fontNames)[number], StandardFonts> = {
  'Times-Roman': StandardFonts.TimesRoman,
  Helvetica: StandardFonts.Helvetica,
  Courier: StandardFonts.Courier,
};
const isStandard = (name: string): name is keyof typeof standardFonts => Object.hasOwn(standardFonts, name);

/** Characters every label may print without knowing them in advance: codes and carton numbers. */
const alwaysPrinted = `${codeAlphabets.Alphanumeric}${codeAlphabets.Numeric}ABCDEFGHIJKLMNOPQRSTUVWXYZ -`;

/** Why a font name cannot print (not one of ours nor uploaded), or undefined. */
export function fontProblem(name: string, uploaded: ReadonlyMap<string, Uint8Array>): string | undefined {
  return isStandard(name) || uploaded.has(name) ? undefined : `The font '${name}' is not uploaded for this company`;
}

/**
 * Embeds each named font into `doc` and encodes every character of `texts[name]` (plus the
 * always-printed ones) before the document is flushed, so the subsets hold them.
 */
export async function embedLabelFonts(
  doc: PDFDocument,
  texts: ReadonlyMap<string, readonly string[]>,
  uploaded: ReadonlyMap<string, Uint8Array>,
): Promise<Map<string, LabelFont>> {
  // The font reader is about 27 MB in memory: loaded only for a design with an uploaded font.
  if ([...texts.keys()].some((name) => !isStandard(name))) doc.registerFontkit((await import('@cantoo/fontkit')).default);
  const fonts = new Map<string, LabelFont>();
  for (const [name, known] of texts) {
    const problem = fontProblem(name, uploaded);
    if (problem) throw new LabelSetupProblem(problem);
    const standard = isStandard(name);
    let pdfFont: PDFFont;
    try {
      pdfFont = standard ? await doc.embedFont(standardFonts[name]) : await doc.embedFont(uploaded.get(name)!, { subset: true, customName: subsetName(name, uploaded.get(name)!) });
    } catch {
      throw new LabelSetupProblem(`The font '${name}' cannot be read: upload it again as a TTF or OTF file`);
    }
    const font = labelFont(pdfFont, `F${fonts.size + 1}`, standard);
    for (const text of known) {
      const unprintable = font.preload(text);
      if (unprintable && standard) throw new LabelSetupProblem(`The font ${name} cannot print '${unprintable}' in '${text}': choose an uploaded font that has it`);
    }
    font.preload(alwaysPrinted);
    font.freeze();
    fonts.set(name, font);
  }
  return fonts;
}

/**
 * A subset's PostScript name: a six-letter tag and the font's name (PDF 32000 9.9.2). The tag
 * comes from the font's bytes rather than pdf-lib's random suffix, so the same setup always
 * makes the same file.
 */
function subsetName(name: string, bytes: Uint8Array): string {
  const digest = createHash('sha256').update(bytes).digest();
  const tag = String.fromCharCode(...[...digest.subarray(0, 6)].map((byte) => 65 + (byte % 26)));
  return `${tag}+${name.replace(/[^A-Za-z0-9-]/g, '') || 'Font'}`;
}

interface Glyph {
  hex: string;
  /** Advance width at size 1000. */
  width: number;
}

function labelFont(pdfFont: PDFFont, resourceName: string, standard: boolean) {
  const glyphs = new Map<string, Glyph>();
  let frozen = false;
  const missing: Glyph = standard ? { hex: '3F', width: pdfFont.widthOfTextAtSize('?', 1000) } : { hex: '0000', width: 0 };
  // After the subset is written, a new character must not reach the subset embedder.
  const glyphOf = (char: string): Glyph | undefined => {
    let glyph = glyphs.get(char);
    if (glyph || (frozen && !standard)) return glyph;
    try {
      const hex = pdfFont.encodeText(char).toString().slice(1, -1);
      // pdf-lib prints a character outside WinAnsi as '?': treat it as one the font lacks.
      if (standard && hex === '3F' && char !== '?') return undefined;
      glyph = { hex, width: pdfFont.widthOfTextAtSize(char, 1000) };
    } catch {
      return undefined;
    }
    if (glyphs.size < 4096) glyphs.set(char, glyph);
    return glyph;
  };
  const ascentAt1000 = pdfFont.heightAtSize(1000, { descender: false });
  const descentAt1000 = pdfFont.heightAtSize(1000) - ascentAt1000;
  return {
    resourceName,
    ref: pdfFont.ref,
    /** Encodes each character now; returns the first one the font cannot print, if any. */
    preload(text: string): string | undefined {
      let unprintable: string | undefined;
      for (const char of text) if (!glyphOf(char)) unprintable ??= char;
      return unprintable;
    },
    freeze() {
      frozen = true;
    },
    encode(text: string): string {
      let hex = '<';
      for (const char of text) hex += (glyphOf(char) ?? missing).hex;
      return `${hex}>`;
    },
    widthOf(text: string, size: number): number {
      let width = 0;
      for (const char of text) width += (glyphOf(char) ?? missing).width;
      return (width * size) / 1000;
    },
    ascent: (size: number) => (ascentAt1000 * size) / 1000,
    descent: (size: number) => (descentAt1000 * size) / 1000,
  };
}
