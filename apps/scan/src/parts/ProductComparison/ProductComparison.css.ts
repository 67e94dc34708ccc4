import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui/css';
import { accentVar } from '../../content/accent-properties';

// A card of its own under the verdict, its leading edge in the brand's accent (at least 3:1 on
// the page, decision 0470); the verdict keeps the theme's status colours, so the two never blend.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStart: `6px solid ${accentVar('edge', vars.color.border.control)}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.semibold,
  color: accentVar('text', vars.color.text.default),
});

// Side by side where there is room; on a 320 px phone the details wrap under the image.
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const image = style({
  display: 'block',
  flex: '0 1 10rem',
  width: '10rem',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const facts = style({ flex: '1 1 12rem' });
