import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  overflowWrap: 'anywhere',
});

export const padding = styleVariants({
  none: { padding: 0 },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
});

export const elevation = styleVariants({
  flat: { boxShadow: 'none' },
  raised: { boxShadow: vars.shadow.sm },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
