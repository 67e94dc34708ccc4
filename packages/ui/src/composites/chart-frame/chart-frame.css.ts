import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The frame both visx charts share: figure, caption, empty state, plot and themed axes. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.family.body,
});

export const title = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.muted,
  textAlign: 'center',
});

// The plot's own width is what the chart measures; it must be able to shrink below the SVG's.
export const plot = style({ position: 'relative', width: '100%', minWidth: 0, overflow: 'hidden' });

export const svg = style({ display: 'block' });

// visx draws axes with presentation attributes; CSS properties win over them, so theme colours apply.
export const axis = style({});
globalStyle(`${axis} line, ${axis} path`, { stroke: vars.color.border.control });
globalStyle(`${axis} text`, {
  fill: vars.color.text.muted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
});
