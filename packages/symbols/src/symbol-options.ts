import { barcodeFormatOf } from '@veritag/domain';

/**
 * Light margin each symbology needs around it, in modules: [left and right, top and bottom].
 * Linear symbols get 10X at each end (11X for the EAN-13 family, whose left zone is 11X) and
 * none above or below, since their bars fill the box height. 2D and stacked ones follow their
 * specifications' minimum (or, where none is required, one module so the box edge never
 * touches the symbol).
 */
const QUIET_ZONES: Record<string, readonly [number, number]> = {
  qrcode: [4, 4], // ISO/IEC 18004
  gs1qrcode: [4, 4],
  gs1dlqrcode: [4, 4],
  microqrcode: [2, 2],
  hanxin: [3, 3],
  dotcode: [3, 3],
  pdf417: [2, 2],
  pdf417compact: [2, 2],
  codablockf: [10, 1],
  code16k: [10, 1],
  code49: [10, 1],
  ean13: [11, 0],
  isbn: [11, 0],
  issn: [11, 0],
};
const KIND_QUIET_ZONES = {
  matrix: [1, 1],
  stacked: [1, 1],
  linear: [10, 0],
  postal: [4, 2],
} as const;

export function quietZone(format: string): readonly [number, number] {
  return (
    QUIET_ZONES[format] ??
    KIND_QUIET_ZONES[
      fillsBoxHeight(format) ? 'linear' : (barcodeFormatOf(format)?.kind ?? 'linear')
    ]
  );
}

/** Deutsche Post's Identcode and Leitcode are Interleaved 2 of 5 underneath: bars, not 4-state. */
const LINEAR_POSTAL = new Set(['identcode', 'leitcode']);

/**
 * Linear symbols stretch to the box (bar height is free); everything else keeps bwip-js's
 * proportions: square modules, PDF417 rows of 3X, 4-state bars in their specified ratios.
 */
export const fillsBoxHeight = (format: string): boolean =>
  barcodeFormatOf(format)?.kind === 'linear' || LINEAR_POSTAL.has(format);

/**
 * Options a symbology needs to be read as its specification describes, where BWIPP leaves them
 * off by default: Code 93 and Code 11 readers expect their check characters (zbar reads no
 * Code 93 without them), MSI is printed with its mod-10 check digit.
 */
export const FORMAT_OPTIONS: Record<string, Record<string, string | boolean>> = {
  code93: { includecheck: true },
  code11: { includecheck: true },
  msi: { includecheck: true },
};

/** Mailmark needs its type; the smallest of the square ones (7, 9) or the rectangular one (29) that holds the value. */
export const MAILMARK_TYPES = ['7', '9', '29'];

/**
 * Drawn by bwip-js's renderer: DotCode's dots and MaxiCode's hexagons and rings are not square
 * modules, and ITF-14's bearer bars (the frame its specification asks for) are not in its encoding.
 */
export const RENDERED_FORMATS = new Set(['dotcode', 'maxicode', 'itf14']);

/**
 * bwip-js's renderer draws on a pixel grid and rounds (MaxiCode's hexagons and rings, DotCode's
 * dots); four units per native point keeps that rounding well below what a printer shows.
 */
export const BWIP_SCALE = 4;
