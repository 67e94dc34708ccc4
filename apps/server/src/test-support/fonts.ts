import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Fonts shipped with bwip-js (a server dependency), so tests need no system fonts. */
const bwipFonts = path.join(
  path.dirname(createRequire(import.meta.url).resolve('bwip-js')),
  '..',
  'fonts',
);
/** OCR-B, TrueType: Latin letters and digits only. */
export const trueTypeFont = () => readFileSync(path.join(bwipFonts, 'OCRB7.ttf'));
/** Inconsolata, OpenType (CFF): Latin with accents (ë, Ł, ó, ź). */
export const openTypeFont = () => readFileSync(path.join(bwipFonts, 'Inconsolata.otf'));
