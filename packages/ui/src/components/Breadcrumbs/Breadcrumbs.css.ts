import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../tokens/focus-ring.css';

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

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const link = style({
  color: vars.color.text.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.sm },
  },
});

// A crumb without a destination, or the current page: words, not drawn like a link.
export const text = style({
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
  selectors: { '&[aria-current="page"]': { fontWeight: vars.font.weight.medium } },
});

export const separator = style({ flexShrink: 0, color: vars.color.text.muted });
