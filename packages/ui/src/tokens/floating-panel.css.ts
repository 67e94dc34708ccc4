import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { dataFocusVisibleRingInset } from './focus-ring.css';

/**
 * What every floating panel of the kit shares (a select's list, a row's More menu): a raised
 * surface kept 12 px inside the viewport, above the page. Each panel adds its own width.
 */
export const floatingPanelRule = {
  boxSizing: 'border-box',
  maxWidth: 'calc(100vw - 24px)',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
} satisfies StyleRule;

/** How a panel's item answers the pointer and keyboard: highlighted, ringed, greyed when disabled. */
export const panelItemStates = {
  '&[data-focused], &[data-hovered]': { background: vars.color.accent.subtle },
  ...dataFocusVisibleRingInset,
  '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
} as const;
