import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@veritag/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});
/**
 * A secondary tool's name on a phone: hidden from sight (the icon stands for it, the name is
 * still its accessible name and its tooltip), so the toolbar takes two rows, not eight.
 */
export const toolLabel = style({
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

export const toolGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const toolIcon = style({ inlineSize: '1rem', blockSize: '1rem', flexShrink: 0 });
export const zoomValue = style({
  minInlineSize: '3.5rem',
  textAlign: 'center',
  alignSelf: 'center',
  fontVariantNumeric: 'tabular-nums',
});
export const position = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});
/** The column beside the canvas: the position, then the Add Component or Setting panel. */
export const side = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  minInlineSize: 0,
});

export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 20rem',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { '(max-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const canvasArea = style({ overflow: 'auto', maxBlockSize: '75vh', minBlockSize: '12rem' });
export const panel = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const panelTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const hint = style({ margin: 0, color: vars.color.text.muted });
export const typeButtons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
});

const toneOf = (tone: 'warning' | 'success' | 'info') => ({
  background: vars.color.status[tone].subtle,
  color: vars.color.status[tone].onSubtle,
  borderColor: vars.color.status[tone].border,
});
/** The Add Component buttons' colours (spec 001 section 2). */
export const typeButton = styleVariants({
  warning: toneOf('warning'),
  success: toneOf('success'),
  info: toneOf('info'),
});

export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});
export const color = style({ display: 'flex', alignItems: 'end', gap: vars.space.sm });
export const swatch = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  marginBlockEnd: vars.space.xs,
});
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.status.warning.subtle,
  color: vars.color.status.warning.onSubtle,
  border: `1px solid ${vars.color.status.warning.border}`,
});
