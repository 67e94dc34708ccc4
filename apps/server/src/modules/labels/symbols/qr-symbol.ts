import encodeQR from 'qr';
import { fillColourOperator, fitTransform } from './pdf-operators';

/**
 * QR codes through `qr` (about ten times `qrcode`'s speed, and bwip-js is slower still): the
 * label engine draws one per label, so this is the hot path.
 *
 * Error correction M (15% of codewords recoverable): printed labels get scuffed, but L leaves
 * little margin and Q/H make the symbol one or two versions larger for the same URL, which
 * means smaller modules in a fixed box, the more common reason a small label fails to scan.
 */
export const QR_ERROR_CORRECTION = 'medium';

/** ISO/IEC 18004: four modules of light quiet zone on every side. */
export const QR_QUIET_ZONE = 4;

/** The dark modules of the symbol, without any border, row by row from the top. */
export function qrModules(value: string): boolean[][] {
  // `qr` refuses border 0: ask for one module and crop it (it is added after drawing).
  const bordered = encodeQR(value, 'raw', { ecc: QR_ERROR_CORRECTION, border: 1 });
  const size = bordered.length - 2;
  const rows: boolean[][] = new Array<boolean[]>(size);
  for (let row = 0; row < size; row++) rows[row] = (bordered[row + 1] as boolean[]).slice(1, size + 1);
  return rows;
}

/** Modules across the whole symbol, quiet zone included. */
export const qrSpan = (moduleCount: number): number => moduleCount + 2 * QR_QUIET_ZONE;

/**
 * One path of merged horizontal runs in module units (integers: short, and exact), mapped into
 * the box by a `cm`, then one fill. A single fill also keeps rasterisers from drawing hairline
 * seams between rows.
 */
export function qrOperators(value: string, box: { width: number; height: number }, colour: string): string {
  const bordered = encodeQR(value, 'raw', { ecc: QR_ERROR_CORRECTION, border: 1 });
  const size = bordered.length - 2;
  const span = qrSpan(size);
  const module = Math.min(box.width, box.height) / span;
  let path = '';
  for (let row = 0; row < size; row++) {
    const cells = bordered[row + 1] as boolean[];
    // PDF's y grows upwards: the top row sits just under the top quiet zone.
    const y = span - QR_QUIET_ZONE - 1 - row;
    let column = 0;
    while (column < size) {
      if (!cells[column + 1]) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && cells[column + 1]) column++;
      path += `${start + QR_QUIET_ZONE} ${y} ${column - start} 1 re\n`;
    }
  }
  return `q\n${fillColourOperator(colour)}\n${fitTransform(box, span, span, module, module)}\n${path}f\nQ\n`;
}
