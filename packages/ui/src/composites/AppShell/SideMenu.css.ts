import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisibleRingInset } from '../../tokens/focus-ring.css';
import { media } from '../../tokens/media';

const menuColours = {
  background: vars.color.menu.background,
  color: vars.color.menu.text,
  fontSize: vars.font.size.sm,
} as const;

/** Where the menu sits; the mode picks it (a drawer below 640 px whatever the mode). */
export const placement = styleVariants({
  static: {
    ...menuColours,
    flex: 'none',
    width: vars.size.sideMenu.expanded,
    borderInlineEnd: `1px solid ${vars.color.menu.border}`,
    selectors: { '&[data-hidden]': { display: 'none' } },
  },
  slim: {
    ...menuColours,
    flex: 'none',
    width: vars.size.sideMenu.slim,
    borderInlineEnd: `1px solid ${vars.color.menu.border}`,
  },
  drawer: {
    ...menuColours,
    position: 'fixed',
    top: vars.size.topBar,
    bottom: 0,
    insetInlineStart: 0,
    zIndex: vars.zIndex.overlay,
    width: `min(${vars.size.sideMenu.expanded}, 85vw)`,
    overflowY: 'auto',
    transform: 'translateX(-100%)',
    // The slide plays once the shell knows its layout (data-settled, see use-is-mobile.ts).
    // The shadow only when open, or it would peek in from the edge of a closed drawer.
    selectors: {
      '[data-settled] &': {
        transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
      '&[data-open]': { transform: 'none', boxShadow: vars.shadow.lg },
    },
    '@media': {
      [media.reducedMotion]: { selectors: { '[data-settled] &': { transition: 'none' } } },
    },
  },
  horizontal: {
    ...menuColours,
    borderBottom: `1px solid ${vars.color.menu.border}`,
    position: 'relative',
    zIndex: vars.zIndex.menu,
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.xxs,
});

export const horizontalList = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center' });

export const item = style({ position: 'relative' });

export const entry = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.menu.hoverBackground },
    '&[aria-current="page"]': {
      background: vars.color.menu.activeBackground,
      color: vars.color.menu.activeText,
    },
    // A group holding the current page: bold, so it shows where the page is even when folded.
    '&[data-current]': { fontWeight: vars.font.weight.semibold },
    ...focusVisibleRingInset,
  },
});

export const entryLabel = style({ flex: 1 });

export const chevron = style({
  flex: 'none',
  transition: `transform ${vars.motion.duration.submenu} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

// Opens by growing its row from 0fr to 1fr in the spec's 400 ms (grid rows animate, height: auto does not).
export const submenu = style({
  display: 'grid',
  gridTemplateRows: '0fr',
  transition: `grid-template-rows ${vars.motion.duration.submenu} ${vars.motion.easing.standard}`,
  selectors: { '&[data-open]': { gridTemplateRows: '1fr' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const submenuInner = style({ overflow: 'hidden', minHeight: 0 });

export const sublist = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xxs,
});

// In the slim and horizontal menus a group opens beside or under its button, over the page.
export const flyout = styleVariants({
  slim: { position: 'absolute', top: 0, insetInlineStart: '100%', minWidth: '14rem' },
  horizontal: { position: 'absolute', top: '100%', insetInlineStart: 0, minWidth: '14rem' },
});

export const flyoutPanel = style({
  background: vars.color.menu.background,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  selectors: { '&[data-open]': { border: `1px solid ${vars.color.menu.border}` } },
});

export const abbreviation = style({ fontWeight: vars.font.weight.bold, margin: '0 auto' });

export { visuallyHidden } from '../../tokens/visually-hidden.css';
