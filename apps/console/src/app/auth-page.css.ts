import { createVar, style } from '@vanilla-extract/css';
import { focusVisibleRing, vars } from '@veritag/ui';

const columnWidth = createVar();

/**
 * The signed-out pages (login, forgot password, sign-up, status pages): a centred column under
 * the product name, on the theme's sunken surface. The column has a set width, so a card in it
 * keeps its width whatever a step shows (an auto column would follow each step's content).
 */
export const page = style({
  vars: { [columnWidth]: '26rem' },
  boxSizing: 'border-box',
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${columnWidth})`,
  justifyContent: 'center',
  alignContent: 'center',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface.sunken,
});
/** The sign-up's three tabs need a wider column than one form. */
export const widePage = style({ vars: { [columnWidth]: '36rem' } });
export const brand = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  color: vars.color.text.default,
});
export const card = style({ width: '100%' });

/** Links read the accent token (the contract has no separate link colour) and show the kit's focus ring. */
export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.text.accent,
  borderRadius: vars.radius.sm,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.accent.hover, textDecorationThickness: '2px' },
    ...focusVisibleRing,
  },
});
