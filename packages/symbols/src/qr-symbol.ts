import encodeQR from 'qr';
import type { DrawnExtent, PathSink } from './path-sink';

/**
 * QR codes through `qr` (about ten times `qrcode`'s speed, and bwip-js is slower still): the
 * label engine draws one per label, so this is the hot path.
 *
 * Error correction M (15% of codewords recoverable): printed labels get scuffed, but L leaves
 * little margin and Q/H make the symbol one or two versions larger for the same URL, which
 * means smaller modules in a fixed box, the more common reason a small label fails to scan.
 */
export const QR_ERROR_CORRECTION = 'medium';

/**
 * Merged horizontal runs of dark modules, one rect each, in module units (integers: short and
 * exact), row 0 at the top. One fill of many runs also keeps rasterisers from drawing hairline
 * seams between rows.
 */
export function drawQr(value: string, sink: PathSink): DrawnExtent {
  // `qr` refuses border 0: ask for one module and skip it (the quiet zone is added by fitting).
  const bordered = encodeQR(value, 'raw', { ecc: QR_ERROR_CORRECTION, border: 1 });
  const size = bordered.length - 2;
  for (let row = 0; row < size; row++) {
    const cells = bordered[row + 1] as boolean[];
    let column = 0;
    while (column < size) {
      if (!cells[column + 1]) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && cells[column + 1]) column++;
      sink.rect(start, row, column - start, 1);
    }
  }
  return { left: 0, top: 0, right: size, bottom: size, module: 1 };
}
