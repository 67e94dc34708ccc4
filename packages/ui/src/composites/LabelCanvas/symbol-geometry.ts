import { tryDrawSymbol, type PathSink, type SymbolExtent } from '@veritag/symbols';

export { fitSymbol } from '@veritag/symbols';

/**
 * A symbol encoded once and drawn at any size: an SVG path in the symbol's own units (y down)
 * with its extent, quiet zone and fitting rule. The geometry is @veritag/symbols', the same the
 * label engine prints (decision 0137), so the canvas shows what will print;
 * this file only writes it as SVG path commands.
 */
export interface SymbolGeometry extends SymbolExtent {
  path: string;
}

export type Encoded = { geometry: SymbolGeometry } | { error: string };

const n = (value: number) => String(Math.round(value * 1000) / 1000);

/** A PathSink writing one SVG path's `d`. */
function svgPathSink(): PathSink & { path: string } {
  const sink = {
    path: '',
    rect: (x: number, y: number, w: number, h: number) =>
      void (sink.path += `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`),
    moveTo: (x: number, y: number) => void (sink.path += `M${n(x)} ${n(y)}`),
    lineTo: (x: number, y: number) => void (sink.path += `L${n(x)} ${n(y)}`),
    curveTo: (x1: number, y1: number, x2: number, y2: number, x: number, y: number) =>
      void (sink.path += `C${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)} ${n(x)} ${n(y)}`),
    closePath: () => void (sink.path += 'Z'),
  };
  return sink;
}

// Encoding is the expensive part (a Data Matrix takes about a millisecond): each (format, value)
// is encoded once; size and colours only change the drawing's transform and fill.
const cache = new Map<string, Encoded>();
const cacheLimit = 500;

export function encodeSymbol(format: string, value: string): Encoded {
  const key = `${format}\u0000${value}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const sink = svgPathSink();
  const drawn = tryDrawSymbol(format, value, sink);
  const encoded: Encoded =
    'error' in drawn ? drawn : { geometry: { ...drawn.extent, path: sink.path } };
  if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!);
  cache.set(key, encoded);
  return encoded;
}
