import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { dataFocusVisibleRing } from '../../tokens/focus-ring.css';

export const popover = style({
  width: 'min(22rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 5rem)',
  overflowY: 'auto',
  background: vars.color.surface.default,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const dialog = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  outline: 'none',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const group = style({ display: 'grid', gap: vars.space.xs });

export const groupLabel = style({ fontWeight: vars.font.weight.semibold });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.raised },
    '&[data-selected]': {
      borderColor: vars.color.accent.default,
      background: vars.color.accent.subtle,
    },
    ...dataFocusVisibleRing,
  },
});

// The radio's dot: filled when selected, drawn from tokens only.
export const dot = style({
  flex: 'none',
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.control}`,
  selectors: {
    '[data-selected] > &': {
      borderColor: vars.color.accent.default,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface.default}`,
      background: vars.color.accent.default,
    },
  },
});
