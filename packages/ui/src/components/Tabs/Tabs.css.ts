import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisibleRing, focusVisibleRingInset } from '../../tokens/focus-ring.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

// How far the tabs fade out at an edge with more tabs beyond it (0 at an edge with none).
const fadeStart = createVar();
const fadeEnd = createVar();
const fadeWidth = '2.5rem';

export const list = style({
  vars: { [fadeStart]: '0px', [fadeEnd]: '0px' },
  display: 'flex',
  gap: vars.space.xxs,
  selectors: {
    // Tabs that do not fit scroll sideways, and the side they continue on fades out, so a cut
    // label reads as "more this way". The fade is a mask: it works on any background.
    '&[data-orientation="horizontal"]': {
      overflowX: 'auto',
      // Its width comes from its box, never from its tabs: otherwise a card or a grid cell
      // grows to the tabs' full length and the page scrolls sideways on a phone (decision 0101).
      contain: 'inline-size',
      scrollbarWidth: 'thin',
      borderBottom: `1px solid ${vars.color.border.default}`,
      maskImage: `linear-gradient(to right, transparent, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent)`,
    },
    '&[data-scroll-start]': { vars: { [fadeStart]: fadeWidth } },
    '&[data-scroll-end]': { vars: { [fadeEnd]: fadeWidth } },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderInlineEnd: `1px solid ${vars.color.border.default}`,
    },
  },
});

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.muted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The selected tab's mark sits on the side that faces its panel: under a tab in a row, at
    // the inline end of a tab in a column.
    '&[data-orientation="horizontal"]': { borderBottom: '3px solid transparent' },
    '&[data-orientation="vertical"]': {
      borderInlineEnd: '3px solid transparent',
      textAlign: 'start',
    },
    '&:hover': { color: vars.color.text.default, background: vars.color.surface.raised },
    '&[data-state="active"]': {
      color: vars.color.text.accent,
      borderColor: vars.color.accent.default,
    },
    ...focusVisibleRingInset,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/**
 * A panel that is not chosen stays out of sight and out of the accessibility tree. Radix leaves
 * a force-mounted panel (kept mounted so its form fields stay registered) without `hidden`, so
 * its inactive state is the cue.
 */
export const content = style({
  padding: `${vars.space.lg} 0`,
  outline: 'none',
  selectors: {
    ...focusVisibleRing,
    '&[data-orientation="vertical"]': { padding: `0 ${vars.space.lg}` },
    '&[hidden], &[data-state="inactive"]': { display: 'none' },
  },
});
