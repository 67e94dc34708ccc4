import { bwipPath, fitSymbol } from './bwip-symbol';
import { fillColourOperator, pdfPreciseNumber } from './pdf-operators';
import { qrOperators, qrModules, qrSpan } from './qr-symbol';
import { formatLabel, millimetres, minimumModuleMm, moduleMillimetres, POINTS_PER_MM } from './symbol-sizes';

/**
 * The label engine's symbol drawer: every barcode format of the designer as PDF vector
 * operators (never images, so print stays sharp at any size), and the sentence that says why a
 * symbol cannot be printed as asked.
 */
export interface SymbolRequest {
  /** A bwip-js bcid from packages/domain barcodeFormats, e.g. 'qrcode'. */
  format: string;
  value: string;
  /** The component's box, PDF points. */
  width: number;
  height: number;
  /** '#rrggbb' */
  color: string;
}

/**
 * PDF content-stream operators that draw the symbol inside the box (0,0)-(width,height), origin
 * bottom-left, y up, quiet zone included, scaled to fit and centred (2D symbols keep square
 * modules). Sets its own fill colour and wraps itself in q ... Q; the caller adds a cm for
 * position and rotation. Throws when the value cannot be encoded (ask symbolProblem first).
 */
export function symbolOperators(request: SymbolRequest): string {
  if (request.format === 'qrcode') return qrOperators(request.value, request, request.color);
  const drawn = bwipPath(request.format, request.value);
  const fit = fitSymbol(request.format, drawn, request);
  const n = pdfPreciseNumber;
  const transform = `${n(fit.scaleX)} 0 0 ${n(-fit.scaleY)} ${n(fit.offsetX)} ${n(fit.offsetY)} cm`;
  return `q\n${fillColourOperator(request.color)}\n${transform}\n${drawn.path}f*\nQ\n`;
}

/**
 * Why a symbol of this format cannot carry `value` in this box (the value is not encodable for
 * the format, or its modules would be smaller than we trust to print and scan), as a
 * user-facing sentence; undefined when it can.
 */
export function symbolProblem(request: Omit<SymbolRequest, 'color'>): string | undefined {
  const label = formatLabel(request.format);
  const minimumMm = minimumModuleMm(request.format);
  const minimum = minimumMm * POINTS_PER_MM;
  let module: number;
  let needed: { width: number; height: number };
  try {
    if (request.format === 'qrcode') {
      const span = qrSpan(qrModules(request.value).length);
      module = Math.min(request.width, request.height) / span;
      needed = { width: span * minimum, height: span * minimum };
    } else {
      const fit = fitSymbol(request.format, bwipPath(request.format, request.value), request);
      module = fit.modulePoints;
      needed = fit.sideFor(minimum);
    }
  } catch (error) {
    return `The ${label} cannot encode "${shorten(request.value)}": ${reason(error)}.`;
  }
  if (module + 1e-9 >= minimum) return undefined;
  const size = `${millimetres(needed.width)} x ${millimetres(needed.height)} mm`;
  const larger = needed.height === request.height ? `make it at least ${millimetres(needed.width)} mm wide` : `make it at least ${size}`;
  const shorter = FIXED_SIZE.has(request.format) ? '' : ' or use a shorter value';
  return `The ${label} is too small to scan: its modules would be ${moduleMillimetres(module)} mm, at least ${minimumMm} mm is needed; ${larger}${shorter}.`;
}

/** Formats whose symbol has the same size whatever the value: a shorter value would not help. */
const FIXED_SIZE = new Set(['ean13', 'ean8', 'ean14', 'upca', 'upce', 'isbn', 'issn', 'itf14', 'sscc18', 'pzn', 'maxicode', 'databaromni', 'databarlimited', 'databarstacked', 'identcode', 'leitcode']);

const shorten = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

/** bwip-js errors read "bwipp.ean13badLength#6878: EAN-13 must be 12 or 13 digits"; keep the sentence. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // `qr` says only "Capacity overflow" when even its largest version cannot hold the value.
  if (/capacity/i.test(message)) return 'The input data is too long';
  const sentence = message.replace(/^bwip(p|-js)\.\w+(#\d+)?:\s*/, '').replace(/[.\s]+$/, '');
  return sentence || 'the value is not valid for this format';
}
