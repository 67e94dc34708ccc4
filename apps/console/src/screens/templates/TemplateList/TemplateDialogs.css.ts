import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** A dialog form's buttons, in one row that wraps on a phone. */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The Generate Template fields: two columns where there is room. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});
