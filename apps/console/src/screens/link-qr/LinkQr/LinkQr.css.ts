import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The choices side by side where there is room, one a row on a phone. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** The file takes the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
