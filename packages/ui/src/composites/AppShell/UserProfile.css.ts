import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { dataFocusVisibleRing } from '../../tokens/focus-ring.css';

export const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const placement = styleVariants({
  // In the side menu: stacked, in the menu's colours.
  inline: {
    flexDirection: 'column',
    padding: vars.space.lg,
    borderBottom: `1px solid ${vars.color.menu.border}`,
    color: vars.color.menu.text,
    textAlign: 'center',
  },
  top: { flexDirection: 'row' },
});

export const avatar = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.accent.default,
  color: vars.color.text.onAccent,
  fontWeight: vars.font.weight.bold,
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '14rem',
});

export const actions = style({ display: 'flex', gap: vars.space.xs });

// Inline, the buttons sit on the menu's background and take its colours.
export const menuAction = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.menu.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.menu.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.menu.hoverBackground },
    ...dataFocusVisibleRing,
  },
});
