import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The messages in other languages: a titled group across the form's columns. */
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
  marginBlock: vars.space.md,
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const hint = style({ margin: 0, color: vars.color.text.muted });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  paddingBlockStart: vars.space.sm,
});
