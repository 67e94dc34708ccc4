import { createThemeContract } from '@vanilla-extract/css';

/**
 * The token contract every theme must fill: named by role, never by hue. A theme that misses
 * a token does not compile. Small on purpose; the design-system issue grows it.
 */
export const vars = createThemeContract({
  color: {
    text: { default: null, muted: null, onAccent: null, danger: null },
    surface: { default: null, raised: null, sunken: null },
    border: { default: null, focus: null },
    accent: { default: null, hover: null, pressed: null },
    danger: { default: null, hover: null, pressed: null },
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { sm: null, md: null, lg: null },
    weight: { regular: null, medium: null, bold: null },
  },
});
