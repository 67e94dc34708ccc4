import type { BwipPath } from './bwip-drawing';

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

const n = (value: number) => String(Math.round(value * 1000) / 1000);

/** The path of a raw symbol, or undefined when it is of a shape this does not draw (MaxiCode's hexagons). */
export function rawSymbolPath(symbol: RawSymbol): BwipPath | undefined {
  if (symbol.pixs && symbol.pixx && symbol.pixy && symbol.width && symbol.height) return matrixPath(symbol as MatrixSymbol);
  if (symbol.sbs && symbol.bhs && symbol.bbs) return barPath(symbol as BarSymbol);
  return undefined;
}

/** Square modules in rows (PDF417's rows are already several pixels high): merged horizontal runs in pixel units. */
function matrixPath({ pixs, pixx, pixy, width, height }: MatrixSymbol): BwipPath | undefined {
  // A pixel's height over its width; every matrix symbology here has square pixels.
  if (Math.abs((height / pixy) * (pixx / width) - 1) > 1e-6) return undefined;
  let path = '';
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
      path += `${first} ${row} ${column - first} 1 re\n`;
    }
  }
  return { path, left: 0, top: 0, right: pixx, bottom: pixy, module: 1 };
}

/** Bars from their widths (sbs: bar, space, bar, ...), heights and bottoms (bhs, bbs, in inches; add-on bars sit lower). */
function barPath({ sbs, bhs, bbs }: BarSymbol): BwipPath {
  const top = Math.max(...bhs.map((barHeight, index) => barHeight + (bbs[index] ?? 0))) * 72;
  const bottom = top - Math.min(...bbs) * 72;
  let path = '';
  let x = 0;
  let left = Infinity;
  let right = 0;
  let module = Infinity;
  sbs.forEach((widthOf, index) => {
    if (index % 2 === 0 && widthOf > 0) {
      const bar = index / 2;
      const barHeight = (bhs[bar] ?? 0) * 72;
      path += `${n(x)} ${n(top - barHeight - (bbs[bar] ?? 0) * 72)} ${n(widthOf)} ${n(barHeight)} re\n`;
      module = Math.min(module, widthOf);
      left = Math.min(left, x);
      right = x + widthOf;
    }
    x += widthOf;
  });
  // The extent runs from the first bar to the last: DataBar starts on a space, Code 39 ends on one.
  return { path, left, top: 0, right, bottom, module };
}
