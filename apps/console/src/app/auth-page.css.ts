import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The signed-out pages (login, forgot password): a centred card under the product name. */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface.sunken,
});
export const brand = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.text.default });
export const card = style({ width: 'min(26rem, 100%)' });
