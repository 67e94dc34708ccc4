import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui/css';

/** The h1 of a follow-up page (the scan page's h1 is its verdict). */
export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
});
