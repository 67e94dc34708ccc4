import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const buttons = style({ display: 'flex', gap: vars.space.sm });

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const intro = style({ margin: 0, overflowWrap: 'anywhere' });
