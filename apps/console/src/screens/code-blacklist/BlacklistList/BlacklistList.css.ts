import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
});
export const buttons = style({ display: 'flex', gap: vars.space.sm });
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});
