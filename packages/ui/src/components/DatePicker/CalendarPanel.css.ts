import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { dataFocusVisibleRing, focusVisibleRing } from '../../tokens/focus-ring.css';

export const calendar = style({
  padding: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
});

export const heading = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const yearSelect = style({
  minHeight: vars.size.control.sm,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  font: 'inherit',
  selectors: focusVisibleRing,
});

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm });

// The weekday header cells (rendered by react-aria, no class of their own).
globalStyle(`${grid} th`, {
  padding: vars.space.xs,
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.accent.subtle },
    '&[data-selected]': { background: vars.color.accent.default, color: vars.color.text.onAccent },
    ...dataFocusVisibleRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.text.muted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      background: 'none',
    },
  },
});
