import { style } from '@vanilla-extract/css';
import { qrPreview } from '@veritag/domain';
import { vars } from '../../tokens/contract.css';
import { focusVisibleRing } from '../../tokens/focus-ring.css';

export const root = style({
  display: 'inline-grid',
  margin: 0,
  justifyItems: 'start',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

// The spec's fixed 250 px; the frame keeps the place while the image is drawn.
export const frame = style({
  width: `${qrPreview.sizePx}px`,
  height: `${qrPreview.sizePx}px`,
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.muted,
  textAlign: 'center',
  selectors: { '&[data-state="error"]': { color: vars.color.text.danger } },
});

export const image = style({ display: 'block', width: '100%', height: '100%' });

export const download = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.raised },
    ...focusVisibleRing,
  },
});
