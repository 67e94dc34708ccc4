import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The customer form's fields: two columns where there is room. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const switches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
});
/** A field across both columns (the help desk emails and their list). */
export const wide = style({ gridColumn: '1 / -1' });
export const logoPreview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  gridColumn: '1 / -1',
});
