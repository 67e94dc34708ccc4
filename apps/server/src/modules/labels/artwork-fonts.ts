import { PDFArray, PDFDict, PDFName, type PDFPage } from '@cantoo/pdf-lib';
import { artworkText } from './artwork-text';
import { UnembeddedFontProblem } from './labels.types';
import { hasTwin, openTwin } from './standard-font-twins';
import { embedTwin } from './twin-font-embedding';

const key = PDFName.of;
const simpleFontTypes = new Set(['Type1', 'MMType1', 'TrueType']);

/**
 * Makes the artwork page's fonts print-ready in place (decision 0409): each of the twelve standard
 * Helvetica, Times and Courier fonts it uses without embedding gets its Liberation twin embedded
 * as a subset (twin-font-embedding.ts); any other font not embedded, Symbol and ZapfDingbats
 * included, throws UnembeddedFontProblem naming the first. Answers the standard fonts embedded,
 * none when the page needed nothing.
 */
export async function embedArtworkFonts(page: PDFPage): Promise<string[]> {
  const context = page.doc.context;
  const text = artworkText(
    context,
    page.node,
    page.doc
      .getPages()
      .slice(1)
      .map((other) => other.node),
  );
  const missing: { font: PDFDict; name: string }[] = [];
  for (const font of text.fonts.keys()) {
    if (isEmbedded(font)) continue;
    const name = fontName(font);
    if (!simpleFontTypes.has(nameOf(font.lookup(key('Subtype'))) ?? '') || !hasTwin(name))
      throw new UnembeddedFontProblem(name);
    missing.push({ font, name });
  }
  const twins = new Map<string, Awaited<ReturnType<typeof openTwin>>>();
  for (const { font, name } of missing) {
    const twin = twins.get(name) ?? (await openTwin(name));
    twins.set(name, twin);
    embedTwin(
      context,
      text.fonts.get(font)!,
      font,
      twin,
      text.unsure ? 'every code' : (text.codes.get(font) ?? new Set()),
    );
  }
  return [...new Set(missing.map(({ name }) => name))];
}

function isEmbedded(font: PDFDict): boolean {
  const subtype = nameOf(font.lookup(key('Subtype')));
  // A Type 3 font's glyphs are content streams of the file itself.
  if (subtype === 'Type3') return true;
  const described = subtype === 'Type0' ? descendantOf(font) : font;
  const descriptor = described?.lookup(key('FontDescriptor'));
  return (
    descriptor instanceof PDFDict &&
    ['FontFile', 'FontFile2', 'FontFile3'].some((file) => descriptor.has(key(file)))
  );
}

function descendantOf(font: PDFDict): PDFDict | undefined {
  const descendants = font.lookup(key('DescendantFonts'));
  const descendant = descendants instanceof PDFArray ? descendants.lookup(0) : undefined;
  return descendant instanceof PDFDict ? descendant : undefined;
}

/** The name the font goes by (a composite font's CIDFont's), without a subset tag, as a sentence can show it. */
function fontName(font: PDFDict): string {
  const named =
    (nameOf(font.lookup(key('Subtype'))) === 'Type0' ? descendantOf(font) : undefined) ?? font;
  const name = nameOf(named.lookup(key('BaseFont'))) ?? nameOf(font.lookup(key('BaseFont')));
  const shown = name
    ?.replace(/^[A-Z]{6}\+/, '')
    .replace(/[^\x21-\x7e]/g, '')
    .slice(0, 100);
  return shown || '(unnamed)';
}

const nameOf = (object: unknown): string | undefined =>
  object instanceof PDFName ? object.decodeText() : undefined;
