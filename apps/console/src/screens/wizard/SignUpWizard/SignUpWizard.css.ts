import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  // Radix leaves inactive panels in the page with `hidden`, which a display value would undo.
  selectors: { '&[hidden]': { display: 'none' } },
});
export const tiers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const text = style({ margin: 0 });
