import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

// Centred, unlike a form page's buttons: the pending line sits beside Download.
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
