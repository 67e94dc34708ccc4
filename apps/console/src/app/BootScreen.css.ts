import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/**
 * The whole window, on the signed-out pages' surface, with the product name, the ring and its
 * sentence in its centre: a page that is loading, not a blank page with a dot in a corner.
 */
export const screen = style({
  boxSizing: 'border-box',
  minHeight: '100vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
});
export const brand = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
});
export const sentence = style({ margin: 0, color: vars.color.text.muted });
