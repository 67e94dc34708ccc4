import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { dataFocusVisibleRing } from '../../tokens/focus-ring.css';
import { media } from '../../tokens/media';
import type { ToastTone } from './toast-queue';

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 2rem))',
  zIndex: vars.zIndex.toast,
  outline: 'none',
  selectors: dataFocusVisibleRing,
  '@media': { [media.mobile]: { top: vars.space.sm, right: vars.space.sm } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  outline: 'none',
  selectors: dataFocusVisibleRing,
});

const toneOf = (name: 'danger' | 'success' | 'warning' | 'info') => ({
  background: vars.color.status[name].subtle,
  color: vars.color.status[name].onSubtle,
  borderColor: vars.color.status[name].border,
});

export const tone = styleVariants<Record<ToastTone, ReturnType<typeof toneOf>>>({
  error: toneOf('danger'),
  success: toneOf('success'),
  warning: toneOf('warning'),
  info: toneOf('info'),
});

export const icon = style({ flexShrink: 0, marginTop: '1px' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });

export const detail = style({ fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const close = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    ...dataFocusVisibleRing,
  },
});
