import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { floatingPanelRule, panelItemStates } from '../../tokens/floating-panel.css';

// Buttons stay on one line: the table gives the actions column the width they need.
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  width: 'max-content',
  maxWidth: '100%',
});

export const popover = style({ ...floatingPanelRule, minWidth: '10rem' });

export const menu = style({
  display: 'grid',
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    ...panelItemStates,
    '&[data-tone="danger"]:not([data-disabled])': { color: vars.color.text.danger },
  },
});

export const label = style({ display: 'grid' });

export const reason = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
  maxWidth: '18rem',
});
