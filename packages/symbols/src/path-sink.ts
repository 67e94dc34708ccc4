/**
 * Where a symbol's geometry goes: each output format (PDF operators on the server, an SVG path
 * in the canvas) implements these few calls. Coordinates are in the symbol's own units (modules
 * for QR and matrix symbols, BWIPP points for the rest), y growing downwards; the emitter maps
 * them into the box with the one transform fitSymbol gives. Everything drawn is filled once,
 * even-odd (regions never overlap; MaxiCode's rings and holes are nested paths).
 */
export interface PathSink {
  rect(x: number, y: number, width: number, height: number): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  curveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
  closePath(): void;
}

/** A sink that draws nothing: for measuring a symbol (size checks) without building a path. */
export const measuringSink: PathSink = {
  rect: () => undefined,
  moveTo: () => undefined,
  lineTo: () => undefined,
  curveTo: () => undefined,
  closePath: () => undefined,
};

/** What was drawn, in the symbol's units: its extent and narrowest dark element (the module, X-dimension). */
export interface DrawnExtent {
  left: number;
  top: number;
  right: number;
  bottom: number;
  module: number;
}
