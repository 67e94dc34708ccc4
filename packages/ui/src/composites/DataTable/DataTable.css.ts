import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing, focusVisibleRing } from '../../tokens/focus-ring.css';

// One class per part; states come as data attributes (data-sorted, data-expanded, data-tone).
export const root = style({
  display: 'grid',
  // One track no wider than the box: a wide table must never widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const foldedFilters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
  gap: vars.space.sm,
});

export const search = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.medium });

export const input = style({
  boxSizing: 'border-box',
  minWidth: 0,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  font: 'inherit',
  selectors: { '&[data-focused]': focusRing },
});

// Wide tables scroll sideways inside their box instead of widening the page (narrow screens).
export const scroller = style({ overflowX: 'auto' });

// Fitted (its width known), the columns take the widths the fit gave them, whatever the cells hold.
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  selectors: { '&[data-fitted]': { tableLayout: 'fixed' } },
});

// The page's heading names the list on screen; the caption names the table for assistive tech.
export const caption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const headerCell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontWeight: vars.font.weight.bold,
  // Headers wrap between words, like the cells, so a long name never widens its column.
  overflowWrap: 'normal',
  // A sortable cell gives its padding to the sort button, so a click anywhere in the cell sorts.
  selectors: { '&[data-sortable]': { padding: 0 } },
});

export const sortButton = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.sm,
  textAlign: 'start',
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: focusVisibleRing,
});

export const sortMark = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const filterCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const row = style({
  selectors: { '&[data-expanded]': { background: vars.color.surface.raised } },
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'middle',
});

export const detailCell = style({
  padding: vars.space.md,
  background: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const stateCell = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.muted,
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&[data-tone="danger"]': { color: vars.color.text.danger } },
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pagerButtons = style({ display: 'flex', gap: vars.space.xs });

export const pagerStatus = style({ color: vars.color.text.muted });

export { visuallyHidden } from '../../tokens/visually-hidden.css';
