import { style } from '@vanilla-extract/css';
import { focusVisibleRing, vars } from '@veritag/ui/css';

/** Shared by the page's parts: text blocks, images, facts and the list of links. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// Text a product or customer typed keeps its line breaks.
export const prose = style({ margin: 0, whiteSpace: 'pre-line' });

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
// A name and its value stay one group for assistive technology while the grid lays out both.
export const factRow = style({ display: 'contents' });
export const factName = style({ color: vars.color.text.muted });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A link as a tappable chip: at least the control height, so a thumb finds it (WCAG 2.5.8).
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.accent,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { ...focusVisibleRing, '&:hover': { background: vars.color.surface.sunken } },
});
