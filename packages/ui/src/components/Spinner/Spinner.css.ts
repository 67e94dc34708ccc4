import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.accent.default,
});

export const ring = style({
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  // Still turning, slower: a frozen ring would read as "stuck" rather than "busy".
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
});

export const size = styleVariants({
  sm: { width: vars.size.icon.sm, height: vars.size.icon.sm },
  md: { width: vars.size.icon.md, height: vars.size.icon.md },
  lg: { width: vars.size.icon.lg, height: vars.size.icon.lg },
});
