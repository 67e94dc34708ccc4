import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', borderBottom: 'none', borderRight: `1px solid ${vars.color.border.default}` },
  },
});

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text.muted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.default, background: vars.color.surface.raised },
    '&[data-state="active"]': { color: vars.color.text.accent, borderBottomColor: vars.color.accent.default },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const content = style({
  padding: `${vars.space.lg} 0`,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` } },
});
