import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.color.accent.default, color: vars.color.text.onAccent },
  },
});

export const popover = style({
  maxWidth: 'calc(100vw - 24px)',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });
