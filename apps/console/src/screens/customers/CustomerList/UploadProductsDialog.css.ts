import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const buttons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});
