import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { dataFocusVisibleRing, focusRing } from '../../tokens/focus-ring.css';

// States come from react-aria's data attributes; variants are separate classes picked by cva.
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    ...dataFocusVisibleRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-pending]': { cursor: 'progress' },
    // Radix triggers borrow these classes; they have no data-focus-visible of their own.
    '&:not([data-rac]):focus-visible': focusRing,
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.accent.default,
    color: vars.color.text.onAccent,
    selectors: {
      '&[data-hovered]': { background: vars.color.accent.hover },
      '&[data-pressed]': { background: vars.color.accent.pressed },
    },
  },
  secondary: {
    background: vars.color.surface.default,
    color: vars.color.text.default,
    // The control border: a button's edge must meet 3:1 against its surface (WCAG 1.4.11).
    borderColor: vars.color.border.control,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.raised },
      '&[data-pressed]': { background: vars.color.surface.sunken },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text.default,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.raised },
      '&[data-pressed]': { background: vars.color.surface.sunken },
    },
  },
  // A destructive action that does not shout (a row's lone Delete, decision 0390): the danger
  // colour on the text, the control border for its edge; its confirmation carries the weight.
  dangerQuiet: {
    background: vars.color.surface.default,
    color: vars.color.text.danger,
    borderColor: vars.color.border.control,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.raised },
      '&[data-pressed]': { background: vars.color.surface.sunken },
    },
  },
  danger: {
    background: vars.color.danger.default,
    color: vars.color.text.onAccent,
    selectors: {
      '&[data-hovered]': { background: vars.color.danger.hover },
      '&[data-pressed]': { background: vars.color.danger.pressed },
    },
  },
});

export const size = styleVariants({
  sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.sm },
  md: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.font.size.md },
});

// The pending spinner takes the button's text colour, whatever the variant.
globalStyle(`${root} [data-slot="spinner"]`, { color: 'inherit' });
