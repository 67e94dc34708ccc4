import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const state = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const reason = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});
