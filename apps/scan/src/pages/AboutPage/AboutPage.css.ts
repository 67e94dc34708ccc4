import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.semibold,
});

export const meanings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
});

// Each verdict's name over its meaning, a rule at its leading edge; block and inline only, so Arabic mirrors.
export const meaning = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border.control}`,
});

export const term = style({ fontWeight: vars.font.weight.semibold });

export const description = style({ margin: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
