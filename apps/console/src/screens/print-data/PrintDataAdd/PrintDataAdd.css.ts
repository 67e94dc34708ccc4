import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The generator's fields: as many columns as there is room for, one on a phone. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** Fields that take the whole row (the remark, the serial number and its CSV). */
export const wide = style({ gridColumn: '1 / -1' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
