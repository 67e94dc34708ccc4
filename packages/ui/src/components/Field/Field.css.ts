import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { dataFocusVisibleRingInset, focusRing } from '../../tokens/focus-ring.css';

// Shared by every field: label, control, description and error stacked in one column.
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

// Required fields mark their label; the control itself carries aria-required for assistive technology.
globalStyle(`[data-required] > ${label}::after`, {
  content: '"\\00a0*"',
  color: vars.color.text.danger,
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.danger,
  overflowWrap: 'anywhere',
});

/** The box of a text-like control: an Input, or a Group holding an input and its buttons. */
export const control = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control.md,
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &[data-focused], &[data-focus-within]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.text.danger },
    '&[data-disabled]': { background: vars.color.surface.sunken, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
  },
});

/** An input inside a Group: the Group draws the box and the focus ring. */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A small borderless button inside a control: show password, open the list, steppers. */
export const innerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: '1.75rem',
  minHeight: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken, color: vars.color.text.default },
    ...dataFocusVisibleRingInset,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
