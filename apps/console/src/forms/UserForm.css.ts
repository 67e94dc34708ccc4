import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The user form's fields: two columns where there is room. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const note = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.text.muted });
