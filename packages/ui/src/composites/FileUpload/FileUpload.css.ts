import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// States as attributes on the root: data-invalid, data-disabled, data-has-file, data-required.
export const root = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const description = style({ margin: 0, color: vars.color.text.muted });

export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  maxWidth: '100%',
});

// Small enough to sit in the row of the chosen file; the whole image shows, never cropped.
export const preview = style({
  width: `calc(2 * ${vars.size.control.sm})`,
  height: `calc(2 * ${vars.size.control.sm})`,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.default,
});

export const fileName = style({ overflowWrap: 'anywhere', fontWeight: vars.font.weight.medium });

export const fileSize = style({ color: vars.color.text.muted });

export const error = style({ margin: 0, color: vars.color.text.danger });
