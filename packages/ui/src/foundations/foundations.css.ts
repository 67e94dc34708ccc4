import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

// The reference pages' own layout: names and values are text on the neutral surface, so they
// read the same beside any swatch and meet AA contrast in every theme.

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: '72rem',
  color: vars.color.text.default,
});

export const section = style({ display: 'grid', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const note = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  maxWidth: '48rem',
});

/** Cards side by side, as many as fit. */
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** A token: its sample, then its name and value as text. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const swatch = style({
  flex: 'none',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  // The edge keeps a white or near-white swatch visible on the white page.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
});

export const label = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });

export const name = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const value = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});

export const sample = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

/** A bar as long as a spacing token. */
export const bar = style({
  flex: 'none',
  height: vars.space.md,
  background: vars.color.accent.default,
  borderRadius: vars.radius.sm,
});

/** A box to show a radius, a shadow or the focus ring on. */
export const box = style({
  display: 'grid',
  placeItems: 'center',
  width: '6rem',
  height: '4rem',
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.surface.default,
  fontSize: vars.font.size.sm,
});

/** The sunken backdrop shadows are judged on, as cards sit on the shell's page. */
export const stage = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
});
