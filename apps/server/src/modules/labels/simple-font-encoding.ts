import { PDFArray, PDFDict, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import { Encodings } from '@cantoo/pdf-lib/standard-fonts';

/**
 * What a one-byte code of a simple font (Type1, TrueType) draws, as PDF 32000 9.6.5 and
 * Annex D say: the glyph's name from the font's /Encoding (a base encoding and /Differences),
 * and its Unicode value where it is known. The standard Latin fonts' own encoding, used when a
 * font dictionary names none, is StandardEncoding.
 */
export interface CodeGlyph {
  name?: string;
  unicode?: number;
}

/** WinAnsiEncoding as pdf-lib draws the standard fonts with it (Annex D.2), by code. */
const winAnsi = new Map<number, Required<CodeGlyph>>();
/** Glyph name -> Unicode for every name of WinAnsi (the lowest value: `space` is U+0020, not U+00A0). */
const unicodeOfName = new Map<string, number>([
  ['fi', 0xfb01],
  ['fl', 0xfb02],
]);
for (const unicode of Encodings.WinAnsi.supportedCodePoints) {
  const { code, name } = Encodings.WinAnsi.encodeUnicodeCodePoint(unicode);
  if (!winAnsi.has(code)) winAnsi.set(code, { name, unicode });
  if (!unicodeOfName.has(name)) unicodeOfName.set(name, unicode);
}
// pdf-lib's table names 0x9F (Ÿ) `ydieresis`, the name of ÿ; and Annex D note 5: WinAnsi's unused codes draw a bullet.
winAnsi.set(0x9f, { name: 'Ydieresis', unicode: 0x178 });
unicodeOfName.set('Ydieresis', 0x178);
for (const unused of [0x7f, 0x81, 0x8d, 0x8f, 0x90, 0x9d])
  winAnsi.set(unused, { name: 'bullet', unicode: 0x2022 });

// StandardEncoding differs from WinAnsi in ASCII only at 0x27 and 0x60; above 0x7E it has its own table.
// prettier-ignore
const standardHigh: [number, string][] = [
  [161, 'exclamdown'], [162, 'cent'], [163, 'sterling'], [164, 'fraction'], [165, 'yen'], [166, 'florin'], [167, 'section'],
  [168, 'currency'], [169, 'quotesingle'], [170, 'quotedblleft'], [171, 'guillemotleft'], [172, 'guilsinglleft'],
  [173, 'guilsinglright'], [174, 'fi'], [175, 'fl'], [177, 'endash'], [178, 'dagger'], [179, 'daggerdbl'],
  [180, 'periodcentered'], [182, 'paragraph'], [183, 'bullet'], [184, 'quotesinglbase'], [185, 'quotedblbase'],
  [186, 'quotedblright'], [187, 'guillemotright'], [188, 'ellipsis'], [189, 'perthousand'], [191, 'questiondown'],
  [193, 'grave'], [194, 'acute'], [195, 'circumflex'], [196, 'tilde'], [197, 'macron'], [198, 'breve'], [199, 'dotaccent'],
  [200, 'dieresis'], [202, 'ring'], [203, 'cedilla'], [205, 'hungarumlaut'], [206, 'ogonek'], [207, 'caron'],
  [208, 'emdash'], [225, 'AE'], [227, 'ordfeminine'], [232, 'Lslash'], [233, 'Oslash'], [234, 'OE'], [235, 'ordmasculine'],
  [241, 'ae'], [245, 'dotlessi'], [248, 'lslash'], [249, 'oslash'], [250, 'oe'], [251, 'germandbls'],
];

const ascii = (code: number): CodeGlyph | undefined =>
  code >= 0x20 && code <= 0x7e ? winAnsi.get(code) : undefined;
const byName = (name: string): CodeGlyph => ({ name, ...optional(unicodeOf(name)) });
const optional = (unicode: number | undefined) => (unicode === undefined ? {} : { unicode });
// Node's own table of Mac OS Roman: PDF's MacRomanEncoding by Unicode value (its names follow from the font).
const macRoman = new TextDecoder('macintosh');

const baseEncodings: Record<string, (code: number) => CodeGlyph | undefined> = {
  WinAnsiEncoding: (code) => winAnsi.get(code),
  StandardEncoding: (code) => {
    if (code === 0x27) return byName('quoteright');
    if (code === 0x60) return byName('quoteleft');
    const high = standardHigh.find(([at]) => at === code);
    return high ? byName(high[1]) : ascii(code);
  },
  // 0xDB is the currency sign in PDF's table (Annex D), the euro in Mac OS Roman since 1998.
  MacRomanEncoding: (code) =>
    code < 0x80
      ? ascii(code)
      : code === 0xdb
        ? byName('currency')
        : { unicode: macRoman.decode(Uint8Array.of(code)).codePointAt(0)! },
};

/** The Unicode value of a glyph name: WinAnsi's names, `uniXXXX` and `uXXXX[XX]` (the Adobe Glyph List's rules). */
export function unicodeOf(name: string): number | undefined {
  const known = unicodeOfName.get(name);
  if (known !== undefined) return known;
  const hex = /^uni([0-9A-F]{4})$/.exec(name) ?? /^u([0-9A-F]{4,6})$/.exec(name);
  return hex ? Number.parseInt(hex[1]!, 16) : undefined;
}

/** The 256 codes of a simple font dictionary: what each draws, or undefined for a code its encoding leaves out. */
export function simpleFontEncoding(font: PDFDict): (CodeGlyph | undefined)[] {
  const encoding = font.lookup(PDFName.of('Encoding'));
  const baseName =
    encoding instanceof PDFName
      ? encoding
      : encoding instanceof PDFDict
        ? encoding.lookup(PDFName.of('BaseEncoding'))
        : undefined;
  // MacExpertEncoding is for expert fonts, never a standard one: their own encoding stands.
  const base =
    (baseName instanceof PDFName && baseEncodings[baseName.decodeText()]) ||
    baseEncodings.StandardEncoding!;
  const codes = Array.from({ length: 256 }, (_, code) => base(code));
  const differences =
    encoding instanceof PDFDict ? encoding.lookup(PDFName.of('Differences')) : undefined;
  if (differences instanceof PDFArray) {
    let code = 0;
    for (const item of differences.asArray()) {
      if (item instanceof PDFNumber) code = item.asNumber();
      else if (item instanceof PDFName && code >= 0 && code < 256)
        codes[code++] = byName(item.decodeText());
    }
  }
  return codes;
}
