import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisibleRing } from '../../tokens/focus-ring.css';
import { media } from '../../tokens/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.surface.backdrop,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const content = style({
  boxSizing: 'border-box',
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'calc(100vw - 2rem)',
  maxHeight: 'calc(100dvh - 2rem)',
  overflow: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  zIndex: vars.zIndex.modal,
  outline: 'none',
  animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const size = styleVariants({
  sm: { maxWidth: '24rem' },
  md: { maxWidth: '32rem' },
  lg: { maxWidth: '48rem' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const body = style({ overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.raised, color: vars.color.text.default },
    ...focusVisibleRing,
  },
});
