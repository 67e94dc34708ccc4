import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  position: 'relative',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  // A line that takes no room: the frame's scale is worked out from the box's whole width.
  boxShadow: `0 0 0 1px ${vars.color.border.default}`,
  background: vars.color.surface.default,
});

export const frame = style({
  display: 'block',
  border: 0,
  // Scaled from its top left corner (top right in a right-to-left page), so it fills the box.
  transformOrigin: 'top left',
  selectors: { '[dir="rtl"] &': { transformOrigin: 'top right' } },
});
