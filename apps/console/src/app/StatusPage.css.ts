import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';
import * as authPage from './auth-page.css';

/** The signed-out pages' background and column; inside the signed-in shell, only a part of its content area. */
export const page = style([
  authPage.page,
  { selectors: { '[data-slot="app-shell"] &': { minHeight: '60vh', background: 'transparent' } } },
]);
export const body = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  color: vars.color.text.default,
});
export const title = style({ fontSize: vars.font.size.xxl, margin: 0 });
export const text = style({ margin: 0 });
