import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: '12rem',
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const value = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  // The track's edge keeps the bar's extent visible (WCAG 1.4.11) on light surfaces.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.control}`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent.default,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const indeterminateFill = style([
  fill,
  {
    width: '40%',
    animation: `${slide} 1.2s ${vars.motion.easing.standard} infinite`,
    '@media': { [media.reducedMotion]: { animationDuration: '3.6s' } },
  },
]);
