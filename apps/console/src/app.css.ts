import { vars } from '@veritag/ui';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', { margin: 0 });

export const page = style({
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: vars.space.xl,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  background: vars.color.surface.default,
});

export const status = style({ color: vars.color.text.muted });
