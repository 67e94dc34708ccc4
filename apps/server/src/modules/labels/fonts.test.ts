import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { fontNames } from '@veritag/domain';
import { describe, expect, it } from 'vitest';
import { openFontFile } from './font-files';
import { embedLabelFonts } from './fonts';

/**
 * The design fonts took the standard fonts' place (decision 0403) without moving a saved design:
 * each character the standard font printed is drawn, as wide as before, on the same baseline.
 */
const standard = {
  'Times-Roman': StandardFonts.TimesRoman,
  Helvetica: StandardFonts.Helvetica,
  Courier: StandardFonts.Courier,
} as const;

/** Every character of WinAnsi, the only ones the standard fonts could print: ASCII, cp1252's 0x80-0x9F, Latin-1. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));
const winAnsi = [...range(0x20, 0x7e), ...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ', ...range(0xa0, 0xff)];
const ascii = winAnsi.filter((char) => char <= '~');

describe.each(fontNames)('the design font %s', (name) => {
  it('draws every character the standard font printed', async () => {
    const file = await openFontFile(name, new Map());
    expect(winAnsi.filter((char) => !file.has(char))).toEqual([]);
  });

  it("keeps the standard font's width for each printable ASCII character, and its baseline", async () => {
    const doc = await PDFDocument.create();
    const [font] = (
      await embedLabelFonts(
        doc,
        new Map([[name, [{ text: ascii.join(''), component: 'Text' }]]]),
        new Map(),
      )
    ).values();
    const old = await doc.embedFont(standard[name]);
    for (const char of ascii)
      expect(font!.widthOf(char, 1000), `'${char}'`).toBeCloseTo(
        old.widthOfTextAtSize(char, 1000),
        0,
      );
    expect(font!.ascent(10)).toBeCloseTo(old.heightAtSize(10, { descender: false }), 6);
    expect(font!.descent(10)).toBeCloseTo(
      old.heightAtSize(10) - old.heightAtSize(10, { descender: false }),
      6,
    );
  });
});
