import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** Set apart from the product's form above it: its own card, with its own fields and Save. */
export const panel = style({ marginBlockStart: vars.space.xl });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'center',
  marginBlockEnd: vars.space.md,
});
