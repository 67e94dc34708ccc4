import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { StatusTone } from '../../tokens/theme-tokens.types';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: '1px solid',
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const toneOf = (name: StatusTone) => ({
  background: vars.color.status[name].subtle,
  color: vars.color.status[name].onSubtle,
  borderColor: vars.color.status[name].border,
});

export const tone = styleVariants({
  neutral: toneOf('neutral'),
  info: toneOf('info'),
  success: toneOf('success'),
  warning: toneOf('warning'),
  danger: toneOf('danger'),
});
