import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const logo = style({
  maxHeight: '2.25rem',
  maxWidth: '10rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});
