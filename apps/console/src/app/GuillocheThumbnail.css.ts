import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const thumbnail = style({
  width: '3rem',
  height: '3rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});
