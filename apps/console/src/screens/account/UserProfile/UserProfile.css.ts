import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
