import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui/css';

export const banner = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.status.warning.border}`,
  background: vars.color.status.warning.subtle,
  color: vars.color.status.warning.onSubtle,
  fontSize: vars.font.size.sm,
});
