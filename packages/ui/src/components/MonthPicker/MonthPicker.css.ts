import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const selects = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 1fr) minmax(6rem, 1fr)',
  gap: vars.space.sm,
});
