import { Font as StandardMetrics, type IFontNames } from '@cantoo/pdf-lib/standard-fonts';
import type { Font } from '@cantoo/fontkit';
import { designFontFile } from './design-fonts';
import { fontkit } from './font-files';
import { unicodeOf, type CodeGlyph } from './simple-font-encoding';

/**
 * The twelve standard fonts of the Helvetica, Times and Courier families, and the Liberation
 * font each is printed with when a master PDF names it without embedding it (decision 0409).
 * Liberation Sans, Serif and Mono have the standard fonts' advance widths (design-fonts/README.md);
 * Oblique is Liberation's Italic. Symbol and ZapfDingbats have no free twin of the same glyphs: a
 * master that uses them unembedded is refused (artwork-fonts.ts).
 */
// prettier-ignore
const twinFiles: Record<string, string> = {
  'Helvetica': 'LiberationSans-Regular.ttf', 'Helvetica-Bold': 'LiberationSans-Bold.ttf',
  'Helvetica-Oblique': 'LiberationSans-Italic.ttf', 'Helvetica-BoldOblique': 'LiberationSans-BoldItalic.ttf',
  'Times-Roman': 'LiberationSerif-Regular.ttf', 'Times-Bold': 'LiberationSerif-Bold.ttf',
  'Times-Italic': 'LiberationSerif-Italic.ttf', 'Times-BoldItalic': 'LiberationSerif-BoldItalic.ttf',
  'Courier': 'LiberationMono-Regular.ttf', 'Courier-Bold': 'LiberationMono-Bold.ttf',
  'Courier-Oblique': 'LiberationMono-Italic.ttf', 'Courier-BoldOblique': 'LiberationMono-BoldItalic.ttf',
};

export const standardLatinFontNames = Object.keys(twinFiles);
export const hasTwin = (standardName: string): boolean => Object.hasOwn(twinFiles, standardName);

/** The glyph of the twin a code draws: its id in the Liberation font, its name and Unicode value where known. */
export interface TwinGlyph {
  id: number;
  name: string | undefined;
  unicode: number | undefined;
}

export interface StandardFontTwin {
  /** The standard font's name, e.g. Helvetica-Bold. */
  readonly standardName: string;
  readonly file: string;
  readonly font: Font;
  /** The standard font's AFM metrics (pdf-lib's copy of Adobe's): its widths by glyph name, ascender, descender. */
  readonly metrics: StandardMetrics;
  /** The glyph a code of the standard font's encoding draws, or undefined when the twin has none. */
  glyphOf(code: CodeGlyph): TwinGlyph | undefined;
}

/**
 * Opens a standard font's twin. Not kept between uploads: a master PDF is uploaded now and then,
 * and a twin parsed with its glyph names holds about 2 MB that an API process need not carry.
 */
export async function openTwin(standardName: string): Promise<StandardFontTwin> {
  const file = twinFiles[standardName]!;
  const font = (await fontkit()).create(await designFontFile(file)) as Font;
  // The Liberation fonts name their glyphs with the standard fonts' names (Adobe's glyph list).
  const byName = new Map<string, number>();
  for (let id = 0; id < font.numGlyphs; id++) {
    const name = font.getGlyph(id)?.name;
    if (name && !byName.has(name)) byName.set(name, id);
  }
  const unicodeOfGlyph = (id: number) => font.stringsForGlyph(id)[0]?.codePointAt(0);
  return {
    standardName,
    file,
    font,
    metrics: StandardMetrics.load(standardName as IFontNames),
    glyphOf({ name, unicode }) {
      const known = unicode ?? (name === undefined ? undefined : unicodeOf(name));
      const id =
        (name === undefined ? undefined : byName.get(name)) ??
        (known === undefined ? undefined : font.glyphForCodePoint(known)?.id);
      if (id === undefined || id === 0) return undefined;
      return {
        id,
        name: name ?? font.getGlyph(id)?.name ?? undefined,
        unicode: known ?? unicodeOfGlyph(id),
      };
    },
  };
}
