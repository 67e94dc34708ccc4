import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui/css';

export const balance = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
