/**
 * Contrast by WCAG 2.x (1.4.3 text, 1.4.11 non-text): the relative luminance of sRGB colours
 * and the ratio between two of them, and a brand's colour turned into an accent a page may use
 * without failing AA on any of its backgrounds (decision 0470).
 */

type Rgb = readonly [number, number, number];

/** AA for normal text (1.4.3). */
export const textContrast = 4.5;
/** AA for the edge of a control or a graphic that carries meaning (1.4.11). */
export const nonTextContrast = 3;

/**
 * A colour as `#rrggbb` in lower case, or undefined for anything else: only six hex digits
 * after a '#' pass, so what comes out is safe to write into a style (no `;`, `)` or url()).
 */
export function hexColorOf(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const match = /^#([0-9a-f]{6})$/i.exec(input.trim());
  return match ? `#${match[1]!.toLowerCase()}` : undefined;
}

const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hexOf = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

const ratio = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The contrast ratio of two `#rrggbb` colours, 1 to 21; undefined when either is not one. */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = hexColorOf(first);
  const b = hexColorOf(second);
  return a && b ? ratio(rgbOf(a), rgbOf(b)) : undefined;
}

const black: Rgb = [0, 0, 0];
const white: Rgb = [255, 255, 255];
const worst = (colour: Rgb, backgrounds: readonly Rgb[]) =>
  Math.min(...backgrounds.map((background) => ratio(colour, background)));

/**
 * The colour nearest `colour` on its way to black or white (the one the backgrounds contrast
 * with most) that reaches `target` against every background: the brand's hue, only darker or
 * lighter. Mixed in 255 steps; the last step is black or white itself.
 */
function nearestReaching(colour: Rgb, backgrounds: readonly Rgb[], target: number): string {
  const toward = worst(black, backgrounds) >= worst(white, backgrounds) ? black : white;
  for (let step = 0; step <= 255; step += 1) {
    const mixed = colour.map((c, i) =>
      Math.round(c + ((toward[i]! - c) * step) / 255),
    ) as unknown as Rgb;
    if (worst(mixed, backgrounds) >= target) return hexOf(mixed);
  }
  return hexOf(toward);
}

/** A brand's colour as a page uses it, each use meeting AA (decision 0470). */
export interface AccentColors {
  /** The brand's colour as given (`#rrggbb`): a band's fill, decoration only. */
  fill: string;
  /** Text on the fill: black or white, whichever contrasts more (always at least 4.58:1). */
  onFill: string;
  /** The brand's colour as text on the backgrounds: at least 4.5:1 against each. */
  text: string;
  /** The brand's colour as an edge or border on the backgrounds: at least 3:1 against each. */
  edge: string;
}

/**
 * The accent a page may draw from a brand's colour (any input, typed by a person): undefined
 * unless it is a `#rrggbb` colour and every background is one. For light backgrounds a pale
 * colour (#ffff00) is darkened until it reads; a colour that already reads (#000000) is kept.
 */
export function accentColors(
  brand: unknown,
  backgrounds: readonly string[],
): AccentColors | undefined {
  const fill = hexColorOf(brand);
  const grounds = backgrounds.map(hexColorOf);
  if (!fill || grounds.length === 0 || grounds.some((g) => g === undefined)) return undefined;
  const colour = rgbOf(fill);
  const behind = (grounds as string[]).map(rgbOf);
  return {
    fill,
    onFill: ratio(colour, black) >= ratio(colour, white) ? '#000000' : '#ffffff',
    text: nearestReaching(colour, behind, textContrast),
    edge: nearestReaching(colour, behind, nonTextContrast),
  };
}
