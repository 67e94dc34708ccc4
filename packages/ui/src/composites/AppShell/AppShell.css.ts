import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../tokens/focus-ring.css';

/**
 * The whole page in the console. At least the viewport's height, the dynamic one where known:
 * `100vh` on a phone is the height with the address bar hidden, which made every page scroll.
 * No width: a block fills the page already, and `100vw` would add the scrollbar's width.
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: ['100vh', '100dvh'],
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
});

// Off screen until focused: the first Tab stop of the page, so keyboard users can skip the menu.
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});

export const body = style({ display: 'flex', flex: 1, minHeight: 0, position: 'relative' });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  outline: 'none',
  selectors: { [`${root}[data-mobile] &`]: { padding: vars.space.md } },
});

export const rightPanel = style({
  flex: 'none',
  width: '18rem',
  padding: vars.space.lg,
  borderInlineStart: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  // Mobile follows the shell's own width (data-mobile, see use-is-mobile.ts), not a media query.
  selectors: {
    [`${root}[data-mobile] &`]: {
      position: 'fixed',
      top: vars.size.topBar,
      insetInlineEnd: 0,
      bottom: 0,
      width: 'min(100%, 18rem)',
      zIndex: vars.zIndex.overlay,
      boxShadow: vars.shadow.lg,
      overflowY: 'auto',
    },
  },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  top: vars.size.topBar,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface.backdrop,
  border: 'none',
  padding: 0,
});
