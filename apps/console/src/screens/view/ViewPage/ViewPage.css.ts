import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const properties = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  marginBottom: vars.space.lg,
});
export const property = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 1fr',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
});
export const table = style({
  borderCollapse: 'collapse',
  marginBlock: vars.space.md,
  color: vars.color.text.default,
  textAlign: 'start',
});
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBlock: vars.space.sm,
});
export const buttons = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.lg });
