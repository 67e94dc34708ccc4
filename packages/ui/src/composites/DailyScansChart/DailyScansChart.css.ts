import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export { axis, empty, plot, root, svg, title } from '../chart-frame/chart-frame.css';

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});
globalStyle(`${legend} li`, { display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: vars.radius.sm,
});
