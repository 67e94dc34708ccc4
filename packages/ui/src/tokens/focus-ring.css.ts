import { vars } from './contract.css';

/**
 * The kit's one focus ring, written out nowhere else (focus-ring.test.ts holds every other
 * .css.ts file to that). 2px in the theme's accent, which contrast.test.ts keeps at 3:1 or more
 * on every surface (WCAG 1.4.11). The offset puts a gap between the ring and the control's edge.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;

/**
 * Drawn inside the element: for rows of a list or menu and tabs in a scrolling strip, where an
 * outer ring would be cut by the scroll container or touch the neighbouring row.
 */
export const focusRingInset = { ...focusRing, outlineOffset: '-2px' } as const;

// Ready-made `selectors` entries. Native elements and Radix parts match the browser's
// :focus-visible; react-aria-components mark keyboard focus with data-focus-visible instead.
export const focusVisibleRing = { '&:focus-visible': focusRing } as const;
export const focusVisibleRingInset = { '&:focus-visible': focusRingInset } as const;
export const dataFocusVisibleRing = { '&[data-focus-visible]': focusRing } as const;
export const dataFocusVisibleRingInset = { '&[data-focus-visible]': focusRingInset } as const;
