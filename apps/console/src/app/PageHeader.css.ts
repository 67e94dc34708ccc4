import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const header = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.lg });
export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text.default,
});
