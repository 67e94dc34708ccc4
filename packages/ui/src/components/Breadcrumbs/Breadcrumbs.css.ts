import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const link = style({
  color: vars.color.text.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
    '&[data-current]': { color: vars.color.text.default, textDecoration: 'none', fontWeight: vars.font.weight.medium, cursor: 'default' },
  },
});

export const separator = style({ flexShrink: 0, color: vars.color.text.muted });
