import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/* The layout of a form page's fields (Link QrCode, the print data generator, the reports): one copy. */

/** The fields side by side, as many columns as there is room for, one on a phone. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** A field that takes the whole row (a file, a remark). */
export const wide = style({ gridColumn: '1 / -1' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
