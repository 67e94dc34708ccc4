import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const trigger = style({
  justifyContent: 'space-between',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&[data-pressed]': { background: vars.color.surface.raised },
  },
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});
