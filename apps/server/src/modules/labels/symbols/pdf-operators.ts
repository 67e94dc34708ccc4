/**
 * Small helpers for writing PDF content-stream operators by hand. Numbers are written with at
 * most three decimals (a thousandth of a point is far below any printer's resolution) and
 * without trailing zeros, so a symbol's stream stays short.
 */

/** A number as PDF writes it: at most 3 decimals, no exponent, no trailing zeros, no "-0". */
export function pdfNumber(value: number): string {
  // Integers (every QR and matrix module coordinate) need no rounding: the hot path.
  if (Number.isInteger(value)) return value === 0 ? '0' : String(value);
  const rounded = Math.round(value * 1000) / 1000;
  if (Number.isInteger(rounded)) return rounded === 0 ? '0' : String(rounded);
  // toFixed never uses exponent notation for |x| < 1e21; strip the zeros it pads with.
  return rounded.toFixed(3).replace(/0+$/, '');
}

/** A number with six decimals, for the one `cm` per symbol: its scale multiplies every coordinate. */
export function pdfPreciseNumber(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  if (Number.isInteger(rounded)) return rounded === 0 ? '0' : String(rounded);
  return rounded.toFixed(6).replace(/0+$/, '');
}

const fillColours = new Map<string, string>();

/** The `rg` operator that sets `#rrggbb` (or `#rgb`) as the non-stroking colour; black when unreadable. */
export function fillColourOperator(colour: string): string {
  let operator = fillColours.get(colour);
  if (operator === undefined) {
    operator = `${rgbComponents(colour).map(pdfNumber).join(' ')} rg`;
    if (fillColours.size < 256) fillColours.set(colour, operator);
  }
  return operator;
}

function rgbComponents(colour: string): [number, number, number] {
  const hex = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(colour.trim())?.[1];
  if (!hex) return [0, 0, 0];
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (index: number) =>
    Math.round((parseInt(full.slice(index, index + 2), 16) / 255) * 1000) / 1000;
  return [channel(0), channel(2), channel(4)];
}
