import { barcodeFormatOf, type BarcodeFormat } from '@veritag/domain';

/** PDF points per millimetre (1 pt = 1/72 inch). */
export const POINTS_PER_MM = 72 / 25.4;

/**
 * The smallest module (X-dimension) we let a label carry, in millimetres. Below these, presses
 * and phone cameras stop reading reliably (see decision 0135):
 * - 2D symbols 0.25 mm: two dots of a 203 dpi thermal printer, and about what a phone camera
 *   resolves at a comfortable 10-15 cm; ISO print-quality grades fall off quickly below it.
 * - Linear and stacked symbols 0.19 mm (7.5 mil), the usual floor for laser and imaging scanners
 *   on good print.
 * - EAN/UPC family 0.264 mm: GS1's minimum (80% magnification) for retail point-of-sale scanning.
 * - Postal 4-state codes 0.38 mm: their bars are specified at about 0.4-0.6 mm wide.
 */
const MINIMUM_MODULE_MM: Record<BarcodeFormat['kind'], number> = {
  matrix: 0.25,
  stacked: 0.19,
  linear: 0.19,
  postal: 0.38,
};
const RETAIL_FORMATS = new Set(['ean13', 'ean8', 'upca', 'upce', 'isbn', 'issn']);
const RETAIL_MINIMUM_MM = 0.264;

export function minimumModuleMm(format: string): number {
  if (RETAIL_FORMATS.has(format)) return RETAIL_MINIMUM_MM;
  return MINIMUM_MODULE_MM[barcodeFormatOf(format)?.kind ?? 'linear'];
}

export const formatLabel = (format: string): string => barcodeFormatOf(format)?.label ?? format;

/** Rounds up to a tenth of a millimetre, for messages. */
export const millimetres = (points: number): string =>
  (Math.ceil((points / POINTS_PER_MM) * 10) / 10).toFixed(1).replace(/\.0$/, '');

/** Rounds down to a hundredth of a millimetre, for "its modules would be ..." messages. */
export const moduleMillimetres = (points: number): string =>
  (Math.floor((points / POINTS_PER_MM) * 100) / 100).toFixed(2);
