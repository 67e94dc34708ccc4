import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const rangeRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

// Level with the date fields, under their labels.
export const filterButton = style({ alignSelf: 'end' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(20rem, 100%), 1fr))',
  gap: vars.space.md,
  minWidth: 0,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'left',
});
globalStyle(`${table} td`, { textAlign: 'right' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
});
