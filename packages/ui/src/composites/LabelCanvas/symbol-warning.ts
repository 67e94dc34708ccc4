import { POINTS_PER_MM, symbolProblem } from '@veritag/symbols';
import { encodeSymbol } from './symbol-geometry';

export { minimumModuleMm } from '@veritag/symbols';

/** PDF points per millimetre (1 pt = 1/72 inch). */
export const pointsPerMm = POINTS_PER_MM;

/**
 * The minimum-module check the canvas shows as a warning: the label engine's own sentence
 * (@veritag/symbols symbolProblem, which Save refuses with) when the symbol cannot carry `value`
 * in this box, or undefined when it can. Uses the canvas's cached encoding.
 */
export function symbolWarning(
  format: string,
  value: string,
  widthPt: number,
  heightPt: number,
): string | undefined {
  const encoded = encodeSymbol(format, value);
  const drawn = 'error' in encoded ? encoded : { extent: encoded.geometry };
  return symbolProblem({ format, value, width: widthPt, height: heightPt }, drawn);
}
