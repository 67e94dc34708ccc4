import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const passwordLink = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});
export const hint = style({ margin: 0, color: vars.color.text.muted });
