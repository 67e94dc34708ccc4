import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const page = style({ display: 'grid', gap: vars.space.lg });

/** The run's figures: label over value, as many columns as there is room for. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const figureLabel = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const figureValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

/** Why nothing can be recorded now (closed, codes not made, no labels per roll). */
export const problem = style({ margin: 0, color: vars.color.text.muted });
