import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
// The button lines up with the input, not with the label above it or the message under it.
export const adder = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
export const input = style({ flex: '1 1 14rem' });
export const entries = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const entryText = style({ overflowWrap: 'anywhere' });
// Down by the label's line, so the button sits beside the input whatever message shows under it.
export const addButton = style({
  marginTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.tight} + ${vars.space.xs})`,
});
