import { tryDrawSymbol, type DrawnSymbol } from './draw-symbol';
import { fitSymbol } from './fit-symbol';
import { measuringSink } from './path-sink';
import {
  formatLabel,
  millimetres,
  minimumModuleMm,
  moduleMillimetres,
  POINTS_PER_MM,
} from './symbol-sizes';

export interface SymbolBox {
  /** A bwip-js bcid from packages/domain barcodeFormats, e.g. 'qrcode'. */
  format: string;
  value: string;
  /** The component's box, PDF points. */
  width: number;
  height: number;
}

/** Formats whose symbol has the same size whatever the value: a shorter value would not help. */
const FIXED_SIZE = new Set([
  'ean13',
  'ean8',
  'ean14',
  'upca',
  'upce',
  'isbn',
  'issn',
  'itf14',
  'sscc18',
  'pzn',
  'maxicode',
  'databaromni',
  'databarlimited',
  'databarstacked',
  'identcode',
  'leitcode',
]);

const shorten = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

/**
 * Why a symbol of this format cannot carry `value` in this box (the value is not encodable for
 * the format, or its modules would be smaller than we trust to print and scan), as a
 * user-facing sentence; undefined when it can. The label engine refuses a design with it, the
 * canvas shows it as a warning before Save. `drawn`: the symbol already encoded (the canvas
 * caches its encodings); measured here when left out.
 */
export function symbolProblem(
  request: SymbolBox,
  drawn: DrawnSymbol = tryDrawSymbol(request.format, request.value, measuringSink),
): string | undefined {
  const label = formatLabel(request.format);
  if ('error' in drawn)
    return `The ${label} cannot encode "${shorten(request.value)}": ${drawn.error}.`;
  const minimumMm = minimumModuleMm(request.format);
  const minimum = minimumMm * POINTS_PER_MM;
  const fit = fitSymbol(drawn.extent, request);
  if (fit.modulePoints + 1e-9 >= minimum) return undefined;
  const needed = fit.sideFor(minimum);
  const size = `${millimetres(needed.width)} x ${millimetres(needed.height)} mm`;
  const larger =
    needed.height === request.height
      ? `make it at least ${millimetres(needed.width)} mm wide`
      : `make it at least ${size}`;
  const shorter = FIXED_SIZE.has(request.format) ? '' : ' or use a shorter value';
  return `The ${label} is too small to scan: its modules would be ${moduleMillimetres(fit.modulePoints)} mm, at least ${minimumMm} mm is needed; ${larger}${shorter}.`;
}
