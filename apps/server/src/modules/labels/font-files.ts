import { designFontBytes, designFontMetrics, isDesignFont } from './design-fonts';
import { LabelSetupProblem } from './labels.types';

/**
 * A font file as the label engine uses it: its bytes to embed, and which characters it can
 * draw. The same answer refuses a design at save (design-check.ts) and a batch value before
 * its file is written (fonts.ts), so what the designer is told is what would print.
 */
export interface FontFile {
  /** The name designs use: Helvetica, or the company's name for its upload. */
  readonly name: string;
  readonly bytes: Uint8Array;
  /** The font's own PostScript name, which its subset carries in the PDF. */
  readonly postscriptName: string;
  /** Whether the font has a glyph for the character (one code point). */
  has(char: string): boolean;
  /** Ascent and descent at size 1000 to centre text on, when not the font's own. */
  readonly vertical?: { ascent: number; descent: number };
}

/** The font reader is about 27 MB of memory: loaded with the label engine's first text. */
export const fontkit = async () => (await import('@cantoo/fontkit')).default;

interface CharacterMap {
  postscriptName: string | null;
  hasGlyphForCodePoint(codePoint: number): boolean;
}

// The design fonts are opened once a process: every save and every label file asks about them.
const designFiles = new Map<string, Promise<FontFile>>();

/** Why a font name cannot print (neither a design font nor uploaded), or undefined. */
export function fontProblem(
  name: string,
  uploaded: ReadonlyMap<string, Uint8Array>,
): string | undefined {
  return isDesignFont(name) || uploaded.has(name)
    ? undefined
    : `The font '${name}' is not uploaded for this company`;
}

/** Opens the file a design's font name prints with; throws LabelSetupProblem when there is none or it cannot be read. */
export async function openFontFile(
  name: string,
  uploaded: ReadonlyMap<string, Uint8Array>,
): Promise<FontFile> {
  const problem = fontProblem(name, uploaded);
  if (problem) throw new LabelSetupProblem(problem);
  if (!isDesignFont(name)) return readFontFile(name, uploaded.get(name)!);
  let file = designFiles.get(name);
  if (!file) {
    file = designFontBytes(name).then((bytes) =>
      readFontFile(name, bytes, designFontMetrics(name)),
    );
    designFiles.set(name, file);
    file.catch(() => designFiles.delete(name));
  }
  return file;
}

async function readFontFile(
  name: string,
  bytes: Uint8Array,
  vertical?: FontFile['vertical'],
): Promise<FontFile> {
  let font: Partial<CharacterMap>;
  try {
    font = (await fontkit()).create(bytes) as Partial<CharacterMap>;
  } catch {
    font = {};
  }
  // A font collection (.ttc) has no character map of its own: the upload rule refuses those.
  if (typeof font.hasGlyphForCodePoint !== 'function')
    throw new LabelSetupProblem(
      `The font '${name}' cannot be read: upload it again as a TTF or OTF file`,
    );
  const map = font as CharacterMap;
  return {
    name,
    bytes,
    postscriptName: map.postscriptName || 'Font',
    has: (char) => map.hasGlyphForCodePoint(char.codePointAt(0)!),
    ...(vertical ? { vertical } : {}),
  };
}

/** The first character of `text` the font cannot draw, or undefined. */
export function unprintableCharacter(font: FontFile, text: string): string | undefined {
  for (const char of text) if (!font.has(char)) return char;
  return undefined;
}

/** The refusal's sentence: the character itself, its code point (it may be invisible), and where it is. */
export function cannotPrint(font: string, char: string, component: string): string {
  const codePoint = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `The font ${font} cannot print '${char}' (U+${codePoint}) in component ${component}: remove it or choose a font that has it`;
}
