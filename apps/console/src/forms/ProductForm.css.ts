import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The product form's fields: two columns where there is room. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  gridColumn: '1 / -1',
  margin: 0,
  padding: 0,
  border: 'none',
});
export const sectionTitle = style({ padding: 0 });
export const switches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
});
export const color = style({ display: 'flex', alignItems: 'end', gap: vars.space.sm });
export const swatch = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  marginBlockEnd: vars.space.xs,
});
export const image = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const stored = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const message = style({ color: vars.color.text.danger, margin: 0 });
