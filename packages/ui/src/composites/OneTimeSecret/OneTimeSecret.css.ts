import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../tokens/focus-ring.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.status.warning.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.status.warning.subtle,
  color: vars.color.status.warning.onSubtle,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const icon = style({ flexShrink: 0, marginTop: '0.0625rem' });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const value = style({
  flex: '1 1 16rem',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  // A key has no spaces: without this it would push the dialog wider than a phone.
  overflowWrap: 'anywhere',
  userSelect: 'all',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const status = style({
  minHeight: '1.25em',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  selectors: { [`${root}[data-state="failed"] &`]: { color: vars.color.text.danger } },
});
