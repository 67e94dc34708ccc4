import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  selectors: { '&[data-expanded]': { background: vars.color.surface.raised } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  flex: '1 1 12rem',
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const status = style({ flex: '0 1 auto', minWidth: 0 });

export const detail = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const actions = style({ minWidth: 0 });

export const state = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.muted,
  selectors: { '&[data-tone="danger"]': { color: vars.color.text.danger } },
});
