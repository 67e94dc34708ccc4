import { style } from '@vanilla-extract/css';
import { media, vars } from '@veritag/ui';

/** The preview: a titled group across the form's columns. */
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
  marginBlock: vars.space.md,
  minInlineSize: 0,
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const hint = style({ margin: 0, color: vars.color.text.muted });
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});
export const problem = style({ margin: 0, color: vars.color.text.danger });
export const frame = style({ marginBlockStart: vars.space.sm });

/**
 * The form and its preview: one column, the preview under the form; at desk widths the preview
 * stands beside the form in its own column and stays in sight while the form scrolls.
 */
export const beside = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  gridColumn: '1 / -1',
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 26rem)' } },
});
export const besideForm = style({ minInlineSize: 0 });
export const besidePreview = style({
  minInlineSize: 0,
  '@media': {
    [media.wide]: {
      position: 'sticky',
      insetBlockStart: `calc(${vars.size.topBar} + ${vars.space.md})`,
    },
  },
});
