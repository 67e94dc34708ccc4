import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space.xs,
});

export const headerCell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontWeight: vars.font.weight.medium,
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const cell = style({
  // A row's header cell reads like the cells beside it.
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
});

export const empty = style({ margin: 0, color: vars.color.text.muted });
