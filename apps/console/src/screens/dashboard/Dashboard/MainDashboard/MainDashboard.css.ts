import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

// Side by side where they fit, stacked on a phone; min() keeps a column from outgrowing the screen.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(18rem, 100%), 1fr))',
  gap: vars.space.md,
  minWidth: 0,
});

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const topList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
});
globalStyle(`${topList} li`, { display: 'list-item' });

export const topName = style({ overflowWrap: 'anywhere' });

export const topCount = style({
  marginLeft: vars.space.sm,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
