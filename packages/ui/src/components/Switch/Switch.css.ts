import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisibleRing } from '../../tokens/focus-ring.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const track = style({
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  padding: 0,
  border: `2px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.motion.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.accent.default,
      borderColor: vars.color.accent.default,
    },
    ...focusVisibleRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const thumb = style({
  display: 'block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.text.muted,
  transform: 'translateX(2px)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.text.onAccent,
      transform: 'translateX(1.125rem)',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = style({
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } },
});
