import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisibleRing } from '../../tokens/focus-ring.css';

// Rulers along the top and left, the label in the cell they frame; the whole scrolls in its box.
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateRows: 'auto 1fr',
  overflow: 'auto',
  maxWidth: '100%',
  padding: vars.space.sm,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const corner = style({ gridColumn: 1, gridRow: 1 });

export const ruler = style({
  display: 'block',
  color: vars.color.text.muted,
  background: vars.color.surface.default,
  selectors: {
    '&[data-orientation="horizontal"]': { gridColumn: 2, gridRow: 1 },
    '&[data-orientation="vertical"]': { gridColumn: 1, gridRow: 2 },
  },
});

export const rulerNumber = style({
  fontSize: '9px',
  fill: 'currentColor',
  fontFamily: vars.font.family.body,
});

export const page = style({
  position: 'relative',
  gridColumn: 2,
  gridRow: 2,
  background: '#ffffff',
  boxShadow: vars.shadow.sm,
  // Components are positioned by transform from the top-left corner.
  overflow: 'visible',
  touchAction: 'none',
});

export const pdfCanvas = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  display: 'block',
});

export const grid = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  backgroundImage: `linear-gradient(to right, rgba(37, 99, 235, 0.25) 1px, transparent 1px), linear-gradient(to bottom, rgba(37, 99, 235, 0.25) 1px, transparent 1px)`,
  // backgroundSize (the step) is set inline from gridMm and the scale.
});

export const item = style({
  position: 'absolute',
  left: 0,
  top: 0,
  boxSizing: 'border-box',
  cursor: 'move',
  selectors: {
    // The component's box, drawn over it by a pseudo-element: a border would take room from the
    // drawing (what you see must be what prints), and outlines are kept for the focus ring.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      border: '1px dashed rgba(37, 99, 235, 0.5)',
      pointerEvents: 'none',
    },
    // Only selected components move: a layer of their own keeps the others from repainting, and
    // the hundred others need none (each layer costs compositing time on every frame).
    '&[data-selected]': { willChange: 'transform' },
    '&[data-selected]::after': { border: `2px solid ${vars.color.accent.default}` },
    '&[data-warning]::after': { border: `2px solid ${vars.color.status.warning.solid}` },
    ...focusVisibleRing,
  },
});

export const drawing = style({
  display: 'block',
  width: '100%',
  height: '100%',
  overflow: 'visible',
  pointerEvents: 'none',
});

export const warningBadge = style({
  position: 'absolute',
  top: '-9px',
  right: '-9px',
  display: 'grid',
  placeItems: 'center',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.status.warning.solid,
  color: vars.color.status.warning.onSolid,
  fontSize: '12px',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

export const status = style({
  gridColumn: 2,
  gridRow: 2,
  padding: vars.space.xl,
  color: vars.color.text.muted,
});
