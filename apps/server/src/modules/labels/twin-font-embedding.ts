import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFString,
  type PDFContext,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { simpleFontEncoding } from './simple-font-encoding';
import type { StandardFontTwin } from './standard-font-twins';

/**
 * Replaces a simple font dictionary that names a standard font without embedding it by a
 * composite font (Type0) that embeds a subset of its twin, at the same reference, so every
 * content stream that draws with it is left as it is:
 *
 * - the codes stay one byte each: the Type0 font's encoding is an embedded CMap whose code space
 *   is <00>-<FF> and whose CID is the code itself (PDF 32000 9.7.5); the CIDToGIDMap then points
 *   each code at its glyph in the subset. A simple TrueType font would need the subset to carry a
 *   character map, which fontkit's subsets (those pdf-lib embeds) leave out;
 * - each code keeps its width: the font dictionary's /Widths where it has them, otherwise the
 *   standard font's AFM width of the glyph the code names, so the artwork's text does not move;
 * - the subset holds the glyphs of the codes the artwork shows (`shown`), or of every code its
 *   encoding names when the artwork could not be read for certain; widths and the ToUnicode map
 *   cover every code either way.
 */
export function embedTwin(
  context: PDFContext,
  ref: PDFRef,
  original: PDFDict,
  twin: StandardFontTwin,
  shown: ReadonlySet<number> | 'every code',
): void {
  const encoding = simpleFontEncoding(original);
  const subset = twin.font.createSubset();
  const widthOf = givenWidths(original);
  // CIDToGIDMap: the glyph of CID n in bytes 2n and 2n + 1; 0 (.notdef) for a code not in the subset.
  const glyphIds = new Uint8Array(512);
  const widths: number[] = [];
  const unicodes = new Map<number, number>();
  for (let code = 0; code < 256; code++) {
    const named = encoding[code];
    const glyph = named && twin.glyphOf(named);
    widths.push(
      widthOf(code) ??
        (glyph?.name === undefined ? undefined : twin.metrics.getWidthOfGlyph(glyph.name)) ??
        0,
    );
    if (!glyph) continue;
    if (glyph.unicode !== undefined) unicodes.set(code, glyph.unicode);
    if (shown !== 'every code' && !shown.has(code)) continue;
    const id = subset.includeGlyph(glyph.id);
    glyphIds[2 * code] = id >> 8;
    glyphIds[2 * code + 1] = id & 0xff;
  }
  const program = subset.encode();
  const baseFont = `${subsetTag(twin.file, glyphIds, widths)}+${twin.font.postscriptName}`;
  const { metrics, font } = twin;
  const scale = 1000 / font.unitsPerEm;
  const descriptor = context.obj({
    Type: 'FontDescriptor',
    FontName: baseFont,
    Flags: flagsOf(twin),
    FontBBox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map((value) =>
      Math.round(value * scale),
    ),
    ItalicAngle: metrics.ItalicAngle,
    // The standard font's, so text is selected and extracted in the same boxes as before.
    Ascent: metrics.Ascender ?? Math.round(font.ascent * scale),
    Descent: metrics.Descender ?? Math.round(font.descent * scale),
    CapHeight: metrics.CapHeight ?? Math.round(font.capHeight * scale),
    StemV: metrics.StdVW,
    FontFile2: context.register(context.flateStream(program, { Length1: program.length })),
  });
  const identity = () =>
    context.obj({
      Registry: PDFString.of('Adobe'),
      Ordering: PDFString.of('Identity'),
      Supplement: 0,
    });
  const descendant = context.obj({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: baseFont,
    CIDSystemInfo: identity(),
    FontDescriptor: context.register(descriptor),
    W: [0, widths],
    CIDToGIDMap: context.register(context.flateStream(glyphIds)),
  });
  const cmap = context.flateStream(oneByteCMap, {
    Type: 'CMap',
    CMapName: oneByteCMapName,
    CIDSystemInfo: identity(),
  });
  context.assign(
    ref,
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: baseFont,
      Encoding: context.register(cmap),
      DescendantFonts: [context.register(descendant)],
      ToUnicode: context.register(context.flateStream(toUnicodeCMap(unicodes))),
    }),
  );
}

/** The widths the font dictionary gives (/FirstChar, /Widths), by code. */
function givenWidths(font: PDFDict): (code: number) => number | undefined {
  const first = font.lookup(PDFName.of('FirstChar'));
  const widths = font.lookup(PDFName.of('Widths'));
  if (!(first instanceof PDFNumber) || !(widths instanceof PDFArray)) return () => undefined;
  return (code) => {
    const index = code - first.asNumber();
    const width = index >= 0 && index < widths.size() ? widths.lookup(index) : undefined;
    return width instanceof PDFNumber ? width.asNumber() : undefined;
  };
}

/** PDF 32000 9.8.2: FixedPitch 1, Serif 2, Nonsymbolic 32 (the standard Latin glyphs), Italic 64. */
function flagsOf({ standardName }: StandardFontTwin): number {
  return (
    (standardName.startsWith('Courier') ? 1 : 0) |
    (standardName.startsWith('Times') ? 2 : 0) |
    32 |
    (/Italic|Oblique/.test(standardName) ? 64 : 0)
  );
}

/** Six capitals from the twin and the subset's content (PDF 32000 9.6.4): the same artwork always gets the same name. */
function subsetTag(file: string, glyphIds: Uint8Array, widths: number[]): string {
  const digest = createHash('sha256')
    .update(file)
    .update(glyphIds)
    .update(widths.join(','))
    .digest();
  return String.fromCharCode(...[...digest.subarray(0, 6)].map((byte) => 65 + (byte % 26)));
}

const oneByteCMapName = 'OneByteIdentity-H';
const oneByteCMap = `%!PS-Adobe-3.0 Resource-CMap
/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> def
/CMapName /${oneByteCMapName} def
/CMapType 1 def
1 begincodespacerange
<00> <FF>
endcodespacerange
1 begincidrange
<00> <FF> 0
endcidrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end
`;

/** The ToUnicode CMap (PDF 32000 9.10.3): each one-byte code to its character, in UTF-16. */
function toUnicodeCMap(unicodes: ReadonlyMap<number, number>): string {
  const hex = (value: number, digits: number) =>
    value.toString(16).toUpperCase().padStart(digits, '0');
  const utf16 = (unicode: number) => {
    const units = String.fromCodePoint(unicode);
    let out = '';
    for (let index = 0; index < units.length; index++) out += hex(units.charCodeAt(index), 4);
    return out;
  };
  const entries = [...unicodes].map(([code, unicode]) => `<${hex(code, 2)}> <${utf16(unicode)}>`);
  const blocks: string[] = [];
  // A bfchar block holds at most 100 entries.
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<00> <FF>
endcodespacerange
${blocks.join('\n')}
endcmap
CMapName currentdict /CMap defineresource pop
end
end
`;
}
