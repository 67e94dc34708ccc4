import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.topBar,
  paddingInline: vars.space.md,
  background: vars.color.surface.default,
  borderBottom: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.sm,
});

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
});

export const spacer = style({ flex: 1 });
