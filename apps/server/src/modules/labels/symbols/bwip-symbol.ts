import bwipjs from 'bwip-js';
import { barcodeFormatOf } from '@veritag/domain';
import { pathDrawing, type BwipPath } from './bwip-drawing';
import { rawSymbolPath, type RawSymbol } from './bwip-raw';

/**
 * Light margin each symbology needs around it, in modules: [left and right, top and bottom].
 * Linear symbols get 10X at each end (11X for the EAN-13 family, whose left zone is 11X) and
 * none above or below, since their bars fill the box height. 2D and stacked ones follow their
 * specifications' minimum (or, where none is required, one module so the box edge never
 * touches the symbol).
 */
const QUIET_ZONES: Record<string, readonly [number, number]> = {
  qrcode: [4, 4],
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
const KIND_QUIET_ZONES = { matrix: [1, 1], stacked: [1, 1], linear: [10, 0], postal: [4, 2] } as const;

export function quietZone(format: string): readonly [number, number] {
  return QUIET_ZONES[format] ?? KIND_QUIET_ZONES[fillsBoxHeight(format) ? 'linear' : (barcodeFormatOf(format)?.kind ?? 'linear')];
}

/** Deutsche Post's Identcode and Leitcode are Interleaved 2 of 5 underneath: bars, not 4-state. */
const LINEAR_POSTAL = new Set(['identcode', 'leitcode']);

/**
 * Linear symbols stretch to the box (bar height is free); everything else keeps bwip-js's
 * proportions: square modules, PDF417 rows of 3X, 4-state bars in their specified ratios.
 */
export const fillsBoxHeight = (format: string): boolean => barcodeFormatOf(format)?.kind === 'linear' || LINEAR_POSTAL.has(format);

/**
 * bwip-js's renderer draws on a pixel grid and rounds (MaxiCode's hexagons and rings, DotCode's
 * dots); four units per native point keeps that rounding well below what a printer shows.
 */
const BWIP_SCALE = 4;

/**
 * Options a symbology needs to be read as its specification describes, where BWIPP leaves them
 * off by default: Code 93 and Code 11 readers expect their check characters (zbar reads no
 * Code 93 without them), MSI is printed with its mod-10 check digit.
 */
const FORMAT_OPTIONS: Record<string, Record<string, string | boolean>> = {
  code93: { includecheck: true },
  code11: { includecheck: true },
  msi: { includecheck: true },
};

/** Mailmark needs its type; the smallest of the square ones (7, 9) or the rectangular one (29) that holds the value. */
const MAILMARK_TYPES = ['7', '9', '29'];

/**
 * Drawn by bwip-js's renderer: DotCode's dots and MaxiCode's hexagons and rings are not square
 * modules, and ITF-14's bearer bars (the frame its specification asks for) are not in its encoding.
 */
const RENDERED_FORMATS = new Set(['dotcode', 'maxicode', 'itf14']);

/** The symbol as a path in BWIPP's units (y down); throws bwip-js's error when `value` cannot be encoded. */
export function bwipPath(format: string, value: string): BwipPath {
  const draw = (extra: Record<string, string | boolean> = {}): BwipPath => {
    const options = { bcid: format, text: value, includetext: false, ...FORMAT_OPTIONS[format], ...extra };
    if (!RENDERED_FORMATS.has(format)) {
      const encoded = bwipjs.raw(options) as RawSymbol[];
      const drawn = encoded.length === 1 ? rawSymbolPath(encoded[0]!) : undefined;
      if (drawn) return drawn;
    }
    return bwipjs.render({ ...options, scale: BWIP_SCALE, padding: 0 }, pathDrawing());
  };
  if (format !== 'mailmark') return draw();
  let failure: unknown;
  for (const type of MAILMARK_TYPES) {
    try {
      return draw({ type });
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

export interface SymbolFit {
  /** Points per bwip-js unit, across and up. */
  scaleX: number;
  scaleY: number;
  /** The module (X-dimension) in points. */
  modulePoints: number;
  /** The box side (across for linear symbols, the smaller side otherwise) at which the modules would reach `minimumModule` points. */
  sideFor: (minimumModule: number) => { width: number; height: number };
}

/** How the drawn symbol plus its quiet zone fits the box, centred. */
export function fitSymbol(format: string, drawn: BwipPath, box: { width: number; height: number }): SymbolFit & { offsetX: number; offsetY: number } {
  const [zoneAcross, zoneUp] = quietZone(format).map((modules) => modules * drawn.module) as [number, number];
  const wide = drawn.right - drawn.left + 2 * zoneAcross;
  const high = drawn.bottom - drawn.top + 2 * zoneUp;
  const stretch = fillsBoxHeight(format);
  const uniform = Math.min(box.width / wide, box.height / high);
  const scaleX = stretch ? box.width / wide : uniform;
  const scaleY = stretch ? box.height / high : uniform;
  return {
    scaleX,
    scaleY,
    modulePoints: drawn.module * scaleX,
    offsetX: (box.width - wide * scaleX) / 2 + zoneAcross * scaleX - drawn.left * scaleX,
    // y grows downwards in bwip-js's units: the symbol's top edge maps to the box's upper side.
    offsetY: (box.height - high * scaleY) / 2 + (zoneUp + drawn.bottom - drawn.top) * scaleY + drawn.top * scaleY,
    sideFor: (minimumModule) => {
      const factor = minimumModule / drawn.module;
      return stretch ? { width: wide * factor, height: box.height } : { width: wide * factor, height: high * factor };
    },
  };
}
