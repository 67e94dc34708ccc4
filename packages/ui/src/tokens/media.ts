import { mobileBreakpointPx } from '@veritag/domain';

/** From here up a screen has room for a second column beside a form (a live preview). */
const wideBreakpointPx = 1280;

/** Breakpoints in px; CSS variables cannot appear in media queries, so these are constants. */
export const breakpoints = { mobile: mobileBreakpointPx, wide: wideBreakpointPx } as const;

/**
 * Media queries for vanilla-extract's `@media` and for `matchMedia`. Mobile is strictly below
 * 640 px; the .02 avoids a gap at fractional widths between the two queries.
 */
export const media = {
  mobile: `screen and (max-width: ${mobileBreakpointPx - 0.02}px)`,
  desktop: `screen and (min-width: ${mobileBreakpointPx}px)`,
  wide: `screen and (min-width: ${wideBreakpointPx}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export type MediaQuery = keyof typeof media;
