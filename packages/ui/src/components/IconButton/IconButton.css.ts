import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { dataFocusVisibleRing } from '../../tokens/focus-ring.css';

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
    ...dataFocusVisibleRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const icon = style({ display: 'inline-flex' });

// Same tones as Button: one place decides what primary, secondary, ghost and danger look like.
export { variant } from '../Button/Button.css';

export const size = styleVariants({
  sm: { width: vars.size.control.sm, height: vars.size.control.sm },
  md: { width: vars.size.control.md, height: vars.size.control.md },
});
