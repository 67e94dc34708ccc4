import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const buttons = style({ display: 'flex', gap: vars.space.sm });

/** Contact person rows: each a bordered group of its four fields and its Remove button. */
export const rows = style({ display: 'grid', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});
