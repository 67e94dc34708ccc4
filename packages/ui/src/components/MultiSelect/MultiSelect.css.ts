import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { dataFocusVisibleRing, dataFocusVisibleRingInset } from '../../tokens/focus-ring.css';

export const root = style({});

export const fieldContents = style({ display: 'contents' });

// Visual order: label and control, then the chips, then description and error.
export const tagGroup = style({ order: 2 });

globalStyle(`${root} [data-slot="description"], ${root} [data-slot="error"]`, { order: 3 });

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: '1.75rem',
  padding: `0 ${vars.space.xxs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent.subtle,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: {
    ...dataFocusVisibleRing,
    '&[data-disabled]': { paddingRight: vars.space.sm, background: vars.color.surface.sunken },
  },
});

export const tagText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    ...dataFocusVisibleRingInset,
  },
});
