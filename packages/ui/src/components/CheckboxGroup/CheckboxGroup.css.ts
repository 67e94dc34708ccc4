import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const option = style({ minWidth: 0 });

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const optionDescription = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
