import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const icon = style({ display: 'inline-flex', color: vars.color.text.muted });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({ margin: 0, maxWidth: '40ch', color: vars.color.text.muted });

export const action = style({ marginTop: vars.space.sm });
