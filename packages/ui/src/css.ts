// The second door of @veritag/ui, `@veritag/ui/css`: what another package's .css.ts files
// need (the token contract, the values that fill it, the focus ring, media queries), and
// nothing else. vanilla-extract evaluates a .css.ts file and everything it imports at build
// time, and keeps the CSS of every style it met: through the main door, a one-rule file of
// the scan app came out with the whole kit's CSS (64 kB) and took 21 s to compile. Braid
// splits its `braid-design-system/css` entry off the same way.
export { vars } from './tokens/contract.css';
export { themeTokens, colorTokens, menuTokens } from './tokens/color-tokens';
export { baseTokens } from './tokens/base-tokens';
export {
  focusRing,
  focusRingInset,
  focusVisibleRing,
  focusVisibleRingInset,
  dataFocusVisibleRing,
  dataFocusVisibleRingInset,
} from './tokens/focus-ring.css';
export { breakpoints, media, type MediaQuery } from './tokens/media';
export type {
  ThemeTokens,
  ColorTokens,
  MenuTokens,
  ToneTokens,
  StatusTone,
} from './tokens/theme-tokens.types';
