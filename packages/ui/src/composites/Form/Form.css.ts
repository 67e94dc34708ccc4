import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '40rem',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const summary = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.status.danger.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.status.danger.subtle,
  color: vars.color.status.danger.onSubtle,
});

export const pendingStatus = style({ margin: 0, color: vars.color.text.muted });
