import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisibleRing } from '../../tokens/focus-ring.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const zoomControls = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

const valid = vars.color.status.success.solid;
const invalid = vars.color.status.danger.solid;

export const dot = style({
  display: 'inline-block',
  boxSizing: 'border-box',
  width: 14,
  height: 14,
  border: `2px solid ${vars.color.surface.default}`,
  borderRadius: vars.radius.full,
  verticalAlign: 'middle',
  selectors: {
    '&[data-tone="valid"]': { background: valid },
    // A diamond: the shape tells invalid apart for those who cannot tell red from green.
    '&[data-tone="invalid"]': {
      background: invalid,
      borderRadius: 2,
      transform: 'rotate(45deg) scale(0.85)',
    },
  },
});

const divertedTone = vars.color.status.warning.solid;

// A triangle drawn by borders: no image, and the theme's warning colour.
export const diverted = style({
  display: 'inline-block',
  width: 0,
  height: 0,
  borderLeft: '8px solid transparent',
  borderRight: '8px solid transparent',
  borderBottom: `14px solid ${divertedTone}`,
  verticalAlign: 'middle',
  filter: `drop-shadow(0 0 1px ${vars.color.surface.default})`,
});

export const bubble = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surface.default,
  boxShadow: vars.shadow.sm,
  cursor: 'zoom-in',
  selectors: focusVisibleRing,
});

export const bubbleRing = style({ position: 'absolute', inset: 0, fill: 'none', strokeWidth: 5 });
globalStyle(`${bubbleRing} [data-tone="valid"]`, { stroke: valid });
globalStyle(`${bubbleRing} [data-tone="invalid"]`, { stroke: invalid });

export const bubbleCount = style({
  position: 'relative',
  color: vars.color.text.default,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const summary = style({
  margin: 0,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
});

export const legend = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});
globalStyle(`${legend} li`, { display: 'flex', alignItems: 'center', gap: vars.space.xs });
