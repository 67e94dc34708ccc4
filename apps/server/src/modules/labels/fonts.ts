import { createHash } from 'node:crypto';
import type { PDFDocument, PDFFont, PDFRef } from '@cantoo/pdf-lib';
import { codeAlphabets } from '@veritag/domain';
import {
  cannotPrint,
  fontkit,
  openFontFile,
  unprintableCharacter,
  type FontFile,
} from './font-files';
import { LabelSetupProblem } from './labels.types';

/**
 * The fonts a design prints with, embedded once in the prototype document (prototype.ts).
 * Every one is a TrueType or OpenType file embedded as a SUBSET: the three design fonts from
 * design-fonts/ (decision 0402: a print shop's preflight refuses fonts that are not embedded),
 * uploaded fonts from the company's files. The file streams out page by page, so the subset is
 * fixed before the first page, from every text known up front (the design's texts, the batch's
 * values) plus the code alphabets and digits (codes and carton numbers). A known text with a
 * character the font cannot draw stops the setup before anything is written; the designer was
 * refused such a text at save already (design-check.ts).
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

/** A text printed the same on every label, and the component that prints it (named in a refusal). */
export interface KnownText {
  text: string;
  component: string;
}

/** Characters every label may print without knowing them in advance: codes and carton numbers. */
const alwaysPrinted = `${codeAlphabets.Alphanumeric}${codeAlphabets.Numeric}ABCDEFGHIJKLMNOPQRSTUVWXYZ -`;

/**
 * Embeds each named font into `doc` and encodes every character of `texts[name]` (plus the
 * always-printed ones) before the document is flushed, so the subsets hold them.
 */
export async function embedLabelFonts(
  doc: PDFDocument,
  texts: ReadonlyMap<string, readonly KnownText[]>,
  uploaded: ReadonlyMap<string, Uint8Array>,
): Promise<Map<string, LabelFont>> {
  if (texts.size > 0) doc.registerFontkit(await fontkit());
  const fonts = new Map<string, LabelFont>();
  for (const [name, known] of texts) {
    const file = await openFontFile(name, uploaded);
    for (const { text, component } of known) {
      const char = unprintableCharacter(file, text);
      if (char) throw new LabelSetupProblem(cannotPrint(name, char, component));
    }
    let pdfFont: PDFFont;
    try {
      pdfFont = await doc.embedFont(file.bytes, {
        subset: true,
        customName: subsetName(file, known),
      });
    } catch {
      throw new LabelSetupProblem(
        `The font '${name}' cannot be read: upload it again as a TTF or OTF file`,
      );
    }
    const font = labelFont(pdfFont, `F${fonts.size + 1}`, file);
    for (const { text } of known) font.preload(text);
    font.preload(alwaysPrinted);
    font.freeze();
    fonts.set(name, font);
  }
  return fonts;
}

/**
 * A subset's PostScript name: a six-letter tag and the font's own name (PDF 32000 9.6.4). The
 * tag comes from the font's bytes and the characters the subset holds rather than pdf-lib's
 * random suffix, so the same setup always makes the same file, and two different subsets of
 * one font do not share a name (a RIP may keep fonts by name from one job to the next).
 */
function subsetName(file: FontFile, known: readonly KnownText[]): string {
  const characters = [...new Set([...known.map(({ text }) => text).join(''), ...alwaysPrinted])]
    .sort()
    .join('');
  const digest = createHash('sha256').update(file.bytes).update(characters).digest();
  const tag = String.fromCharCode(...[...digest.subarray(0, 6)].map((byte) => 65 + (byte % 26)));
  return `${tag}+${file.postscriptName.replace(/[^A-Za-z0-9-]/g, '') || 'Font'}`;
}

interface Glyph {
  hex: string;
  /** Advance width at size 1000. */
  width: number;
}

/** Glyph 0 is `.notdef` in every TrueType and OpenType font: what a character outside the subset would print. */
const notdef: Glyph = { hex: '0000', width: 0 };

function labelFont(pdfFont: PDFFont, resourceName: string, file: FontFile) {
  const glyphs = new Map<string, Glyph>();
  let frozen = false;
  // After the subset is written, a new character must not reach the subset embedder.
  const glyphOf = (char: string): Glyph | undefined => {
    let glyph = glyphs.get(char);
    if (glyph || frozen || !file.has(char)) return glyph;
    try {
      glyph = {
        hex: pdfFont.encodeText(char).toString().slice(1, -1),
        width: pdfFont.widthOfTextAtSize(char, 1000),
      };
    } catch {
      return undefined;
    }
    glyphs.set(char, glyph);
    return glyph;
  };
  const ascentAt1000 = file.vertical?.ascent ?? pdfFont.heightAtSize(1000, { descender: false });
  const descentAt1000 = file.vertical?.descent ?? pdfFont.heightAtSize(1000) - ascentAt1000;
  return {
    resourceName,
    ref: pdfFont.ref,
    /** Encodes each character the font has now, so the subset holds it. */
    preload(text: string): void {
      for (const char of text) glyphOf(char);
    },
    freeze() {
      frozen = true;
    },
    encode(text: string): string {
      let hex = '<';
      for (const char of text) hex += (glyphOf(char) ?? notdef).hex;
      return `${hex}>`;
    },
    widthOf(text: string, size: number): number {
      let width = 0;
      for (const char of text) width += (glyphOf(char) ?? notdef).width;
      return (width * size) / 1000;
    },
    ascent: (size: number) => (ascentAt1000 * size) / 1000,
    descent: (size: number) => (descentAt1000 * size) / 1000,
  };
}
