import { style } from '@vanilla-extract/css';
import { focusVisibleRing, vars } from '@veritag/ui/css';
import { accentVar } from '../../content/accent-properties';

// Phone first: one column, as wide as the phone up to a comfortable reading width.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '36rem',
  minHeight: '100vh',
  margin: '0 auto',
  padding: vars.space.lg,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

// The brand's colour as a band behind its name (decision 0470): the text on it is black or white,
// whichever accentColors found readable on that fill.
export const brandBand = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: accentVar('fill', 'transparent'),
  color: accentVar('onFill', 'inherit'),
});

export const logo = style({
  display: 'block',
  maxWidth: '8rem',
  maxHeight: '3rem',
  objectFit: 'contain',
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Block and inline, never top and left: the same rules lay out a right-to-left page (decision 0466).
  marginBlockStart: 'auto',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const codeLine = style({ margin: 0 });

export const code = style({ fontFamily: vars.font.family.mono });

export const languageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Each language a tappable target (WCAG 2.5.8); the current one is marked in weight, not colour only.
export const language = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.accent,
  selectors: {
    '&[aria-current="true"]': {
      color: vars.color.text.default,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
    },
  },
});

// The platform's mark (decision 0471): the theme's own colours, never the brand's accent, so a
// brand's choices cannot restyle it; a tappable target (WCAG 2.5.8).
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.control.sm,
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
  selectors: focusVisibleRing,
});

export const markIcon = style({ width: '1.25rem', height: '1.25rem', flex: 'none' });
