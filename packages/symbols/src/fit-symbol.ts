import type { SymbolExtent } from './draw-symbol';

export interface SymbolFit {
  /** Box units (points) per symbol unit, across and down. */
  scaleX: number;
  scaleY: number;
  /** Where the symbol's origin lands in the box, y down. */
  offsetX: number;
  offsetY: number;
  /** The module (X-dimension) in box units. */
  modulePoints: number;
  /** The box at which the modules would reach `minimumModule` (linear symbols: width only, the height stays). */
  sideFor(minimumModule: number): { width: number; height: number };
}

/**
 * How the symbol plus its quiet zone fits the box (origin top-left, y down), centred: linear
 * symbols stretch to it, the rest keep their proportions. The one transform an emitter needs is
 * x' = offsetX + scaleX x, y' = offsetY + scaleY y (a y-up emitter flips: height - y').
 */
export function fitSymbol(extent: SymbolExtent, box: { width: number; height: number }): SymbolFit {
  const zoneAcross = extent.zone[0] * extent.module;
  const zoneUp = extent.zone[1] * extent.module;
  const wide = extent.right - extent.left + 2 * zoneAcross;
  const high = extent.bottom - extent.top + 2 * zoneUp;
  const uniform = Math.min(box.width / wide, box.height / high);
  const scaleX = extent.stretch ? box.width / wide : uniform;
  const scaleY = extent.stretch ? box.height / high : uniform;
  return {
    scaleX,
    scaleY,
    modulePoints: extent.module * scaleX,
    offsetX: (box.width - wide * scaleX) / 2 + (zoneAcross - extent.left) * scaleX,
    offsetY: (box.height - high * scaleY) / 2 + (zoneUp - extent.top) * scaleY,
    sideFor: (minimumModule) => {
      const factor = minimumModule / extent.module;
      return extent.stretch
        ? { width: wide * factor, height: box.height }
        : { width: wide * factor, height: high * factor };
    },
  };
}
