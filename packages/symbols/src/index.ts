/**
 * @veritag/symbols: the barcode symbols of label designs, once for the label engine (PDF
 * operators, apps/server) and the designer canvas (SVG paths, packages/ui). Encoding, quiet
 * zones, per-format options, fitting into the box and minimum module sizes live here; each
 * output format only implements a PathSink. Pure TypeScript with browser-safe encoders
 * (`qr`, bwip-js's browser build): it runs in Node and in the browser. Kept out of
 * packages/domain so screens that draw no symbol (the login page) never load the encoders.
 */
export type { DrawnExtent, PathSink } from './path-sink';
export { measuringSink } from './path-sink';
export type { DrawnSymbol, SymbolExtent } from './draw-symbol';
export { drawSymbol, tryDrawSymbol } from './draw-symbol';
export type { SymbolFit } from './fit-symbol';
export { fitSymbol } from './fit-symbol';
export { fillsBoxHeight, quietZone } from './symbol-options';
export { formatLabel, minimumModuleMm, POINTS_PER_MM } from './symbol-sizes';
export type { SymbolBox } from './symbol-problem';
export { symbolProblem } from './symbol-problem';
