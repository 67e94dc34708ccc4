import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
