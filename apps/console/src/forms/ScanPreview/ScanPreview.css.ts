import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The preview: a titled group across the form's columns. */
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
  marginBlock: vars.space.md,
  minInlineSize: 0,
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const hint = style({ margin: 0, color: vars.color.text.muted });
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});
export const problem = style({ margin: 0, color: vars.color.text.danger });
export const frame = style({ marginBlockStart: vars.space.sm });
