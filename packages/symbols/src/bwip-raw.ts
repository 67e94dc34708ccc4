import type { DrawnExtent, PathSink } from './path-sink';

/**
 * bwip-js's encoded symbol (`bwipjs.raw`) drawn directly, without its renderer: three to eight
 * times faster than going through its drawing interface, and exact where the renderer rounds to
 * its pixel grid (4-state postal bars). Units are BWIPP's native points, y growing downwards
 * like the renderer's, so both feed the same fitting.
 */
interface MatrixSymbol {
  pixs: number[];
  pixx: number;
  pixy: number;
  width: number;
  height: number;
}
interface BarSymbol {
  sbs: number[];
  bhs: number[];
  bbs: number[];
}
export type RawSymbol = Partial<MatrixSymbol & BarSymbol>;

/**
 * Draws a raw symbol, or returns undefined (having drawn nothing) when it is of a shape this
 * does not draw (MaxiCode's hexagons, non-square pixels).
 */
export function drawRawSymbol(symbol: RawSymbol, sink: PathSink): DrawnExtent | undefined {
  if (symbol.pixs && symbol.pixx && symbol.pixy && symbol.width && symbol.height)
    return drawMatrix(symbol as MatrixSymbol, sink);
  if (symbol.sbs && symbol.bhs && symbol.bbs) return drawBars(symbol as BarSymbol, sink);
  return undefined;
}

/** Square modules in rows (PDF417's rows are already several pixels high): merged horizontal runs in pixel units. */
function drawMatrix(
  { pixs, pixx, pixy, width, height }: MatrixSymbol,
  sink: PathSink,
): DrawnExtent | undefined {
  // A pixel's height over its width; every matrix symbology here has square pixels.
  if (Math.abs((height / pixy) * (pixx / width) - 1) > 1e-6) return undefined;
  for (let row = 0; row < pixy; row++) {
    const start = row * pixx;
    let column = 0;
    while (column < pixx) {
      if (!pixs[start + column]) {
        column++;
        continue;
      }
      const first = column;
      while (column < pixx && pixs[start + column]) column++;
      sink.rect(first, row, column - first, 1);
    }
  }
  return { left: 0, top: 0, right: pixx, bottom: pixy, module: 1 };
}

/** Bars from their widths (sbs: bar, space, bar, ...), heights and bottoms (bhs, bbs, in inches; add-on bars sit lower). */
function drawBars({ sbs, bhs, bbs }: BarSymbol, sink: PathSink): DrawnExtent {
  const top = Math.max(...bhs.map((barHeight, index) => barHeight + (bbs[index] ?? 0))) * 72;
  const bottom = top - Math.min(...bbs) * 72;
  let x = 0;
  let left = Infinity;
  let right = 0;
  let module = Infinity;
  sbs.forEach((widthOf, index) => {
    if (index % 2 === 0 && widthOf > 0) {
      const bar = index / 2;
      const barHeight = (bhs[bar] ?? 0) * 72;
      sink.rect(x, top - barHeight - (bbs[bar] ?? 0) * 72, widthOf, barHeight);
      module = Math.min(module, widthOf);
      left = Math.min(left, x);
      right = x + widthOf;
    }
    x += widthOf;
  });
  // The extent runs from the first bar to the last: DataBar starts on a space, Code 39 ends on one.
  return { left, top: 0, right, bottom, module };
}
