import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { floatingPanelRule, panelItemStates } from '../../tokens/floating-panel.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The floating panel of Select, ComboBox and MultiSelect, as wide as its trigger. */
export const popover = style({
  ...floatingPanelRule,
  width: 'var(--trigger-width)',
  minWidth: '12rem',
  // react-aria keeps a popover 12 px inside the viewport but not narrower than its trigger; a
  // full-width field would push it past the edge, the page would scroll sideways when an option
  // is scrolled into view, and react-aria closes popovers on page scroll: floatingPanelRule's maxWidth.
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The list scrolls itself: the Virtualizer renders only the rows in view. */
export const listBox = style({
  display: 'block',
  maxHeight: 'min(18rem, var(--visual-viewport-height, 100vh))',
  overflow: 'auto',
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  // The virtualizer sizes its content from the rows; with none, room for the empty message.
  selectors: { '&[data-empty]': { minHeight: vars.size.control.md } },
});

export const option = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: '100%',
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    ...panelItemStates,
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
  },
});

export const optionText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.muted,
});
