import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const status = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  minWidth: '9rem',
});

export const reason = style({ color: vars.color.text.danger, fontSize: vars.font.size.sm });
