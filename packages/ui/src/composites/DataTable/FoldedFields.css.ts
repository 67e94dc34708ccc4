import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const pair = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const value = style({ margin: 0, minWidth: 0 });
