import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

// As many tiles a row as fit, never one wider than a phone's screen.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 100%), 1fr))',
  gap: vars.space.md,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const label = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const value = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const missing = style({ color: vars.color.text.muted, fontSize: vars.font.size.md });
