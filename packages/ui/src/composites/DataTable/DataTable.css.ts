import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing, focusVisibleRing } from '../../tokens/focus-ring.css';

// One class per part; states come as data attributes (data-sorted, data-expanded, data-tone).
export const root = style({
  display: 'grid',
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

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = style({
  textAlign: 'start',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space.sm,
});

export const headerCell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
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
  overflowWrap: 'anywhere',
});

// The expander and action columns take only the room their buttons need.
export const fitContent = style({ width: '1%', whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', gap: vars.space.xs });

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
