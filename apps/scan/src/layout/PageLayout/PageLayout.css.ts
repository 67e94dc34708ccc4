import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui/css';

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

export const logo = style({
  display: 'block',
  maxWidth: '8rem',
  maxHeight: '3rem',
  objectFit: 'contain',
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footer = style({
  marginTop: 'auto',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const code = style({ fontFamily: vars.font.family.mono });
