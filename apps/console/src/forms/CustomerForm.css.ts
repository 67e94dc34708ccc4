import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The customer form's fields: two columns where there is room. */
export const fieldGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.md, alignItems: 'start' });
export const switches = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.sm, gridColumn: '1 / -1' });
/** A message of the form as a whole (the email settings the microsite needs). */
export const formMessage = style({ color: vars.color.text.danger, margin: 0 });
export const logoPreview = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, gridColumn: '1 / -1' });
