import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm, marginBlockEnd: vars.space.md });
export const toolGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.xs });
export const position = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', inlineSize: '16rem' });

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
export const typeButtons = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs });

const toneOf = (tone: 'warning' | 'success' | 'info') => ({
  background: vars.color.status[tone].subtle,
  color: vars.color.status[tone].onSubtle,
  borderColor: vars.color.status[tone].border,
});
/** The Add Component buttons' colours (spec 001 section 2). */
export const typeButton = styleVariants({ warning: toneOf('warning'), success: toneOf('success'), info: toneOf('info') });

export const fields = style({ display: 'grid', gap: vars.space.sm, paddingBlockStart: vars.space.sm });
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
