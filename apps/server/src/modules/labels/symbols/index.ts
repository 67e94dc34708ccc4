import {
  drawSymbol,
  fitSymbol,
  symbolProblem as problemOf,
  type PathSink,
  type SymbolBox,
} from '@veritag/symbols';
import { fillColourOperator, pdfNumber, pdfPreciseNumber } from './pdf-operators';

/**
 * The label engine's symbol drawer: every barcode format of the designer as PDF vector
 * operators (never images, so print stays sharp at any size). The geometry (encoding, quiet
 * zones, fitting, minimum sizes) is @veritag/symbols', shared with the designer canvas; this
 * file only writes it as PDF operators.
 */
export interface SymbolRequest extends SymbolBox {
  /** '#rrggbb' */
  color: string;
}

/** A PathSink writing PDF path operators in the symbol's own units. */
function pdfPathSink(): PathSink & { path: string } {
  const n = pdfNumber;
  const sink = {
    path: '',
    rect: (x: number, y: number, w: number, h: number) =>
      void (sink.path += `${n(x)} ${n(y)} ${n(w)} ${n(h)} re\n`),
    moveTo: (x: number, y: number) => void (sink.path += `${n(x)} ${n(y)} m\n`),
    lineTo: (x: number, y: number) => void (sink.path += `${n(x)} ${n(y)} l\n`),
    curveTo: (x1: number, y1: number, x2: number, y2: number, x: number, y: number) =>
      void (sink.path += `${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)} ${n(x)} ${n(y)} c\n`),
    closePath: () => void (sink.path += 'h\n'),
  };
  return sink;
}

/**
 * PDF content-stream operators that draw the symbol inside the box (0,0)-(width,height), origin
 * bottom-left, y up, quiet zone included, scaled to fit and centred (2D symbols keep square
 * modules). Sets its own fill colour and wraps itself in q ... Q; the caller adds a cm for
 * position and rotation. Throws when the value cannot be encoded (ask symbolProblem first).
 */
export function symbolOperators(request: SymbolRequest): string {
  const sink = pdfPathSink();
  const fit = fitSymbol(drawSymbol(request.format, request.value, sink), request);
  const p = pdfPreciseNumber;
  // The geometry is y down; PDF is y up: flip about the box.
  const transform = `${p(fit.scaleX)} 0 0 ${p(-fit.scaleY)} ${p(fit.offsetX)} ${p(request.height - fit.offsetY)} cm`;
  return `q\n${fillColourOperator(request.color)}\n${transform}\n${sink.path}f*\nQ\n`;
}

/**
 * Why a symbol of this format cannot carry `value` in this box, as a user-facing sentence;
 * undefined when it can (see @veritag/symbols).
 */
export const symbolProblem = (request: SymbolBox): string | undefined => problemOf(request);
