import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const welcome = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginBottom: vars.space.md,
});

export const welcomeTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const whoAmI = style({ margin: 0, color: vars.color.text.muted, overflowWrap: 'anywhere' });
