import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const icon = style({ display: 'inline-flex' });

export const variant = styleVariants({
  ghost: {
    background: 'transparent',
    color: vars.color.text.default,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.raised },
      '&[data-pressed]': { background: vars.color.surface.sunken },
    },
  },
  secondary: {
    background: vars.color.surface.default,
    color: vars.color.text.default,
    borderColor: vars.color.border.control,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.raised },
      '&[data-pressed]': { background: vars.color.surface.sunken },
    },
  },
  primary: {
    background: vars.color.accent.default,
    color: vars.color.text.onAccent,
    selectors: {
      '&[data-hovered]': { background: vars.color.accent.hover },
      '&[data-pressed]': { background: vars.color.accent.pressed },
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
  sm: { width: vars.size.control.sm, height: vars.size.control.sm },
  md: { width: vars.size.control.md, height: vars.size.control.md },
});
