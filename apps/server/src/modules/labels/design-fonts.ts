import { readFile } from 'node:fs/promises';
import type { FontName } from '@veritag/domain';

/**
 * The files the three design fonts (domain `fontNames`) print with: the Liberation fonts,
 * metric-compatible and free (design-fonts/README.md says where from, which licence and why).
 * They are embedded as subsets like an uploaded font, never referred to by name: a print
 * shop's preflight refuses a font that is not embedded, and its RIP substitutes one
 * (decision 0402).
 */
interface DesignFont {
  file: string;
  /**
   * The standard font's AFM Ascender and Descender at size 1000. Text is centred on these, as
   * it was when the standard fonts printed, so a saved design's baselines do not move
   * (Liberation Sans's own 905 and 212 would drop a Helvetica line by 0.09 of its size).
   */
  ascent: number;
  descent: number;
}

const designFonts: Record<FontName, DesignFont> = {
  'Times-Roman': { file: 'LiberationSerif-Regular.ttf', ascent: 683, descent: 217 },
  Helvetica: { file: 'LiberationSans-Regular.ttf', ascent: 718, descent: 207 },
  Courier: { file: 'LiberationMono-Regular.ttf', ascent: 629, descent: 157 },
};

export const isDesignFont = (name: string): name is FontName => Object.hasOwn(designFonts, name);

export const designFontMetrics = (name: FontName): Pick<DesignFont, 'ascent' | 'descent'> =>
  designFonts[name];

/** The bytes of one file of design-fonts/, read afresh. */
export const designFontFile = async (file: string): Promise<Uint8Array> =>
  new Uint8Array(await readFile(new URL(`./design-fonts/${file}`, import.meta.url)));

// Read once a process: every label file and every design save uses them (about 1.1 MB for all three).
const loaded = new Map<FontName, Promise<Uint8Array>>();

export function designFontBytes(name: FontName): Promise<Uint8Array> {
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = designFontFile(designFonts[name].file);
    loaded.set(name, bytes);
    // A failed read (a broken install) is not remembered: the next label tries again.
    bytes.catch(() => loaded.delete(name));
  }
  return bytes;
}
