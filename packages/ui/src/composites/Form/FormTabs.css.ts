import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const errorMark = style({
  display: 'inline-block',
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  marginInlineStart: vars.space.xs,
  borderRadius: '50%',
  background: vars.color.text.danger,
  verticalAlign: 'middle',
});

/**
 * A mounted tab that is not shown stays out of sight and out of the accessibility tree.
 * Radix leaves a force-mounted panel without `hidden`, so its inactive state is the cue.
 */
export const panel = style({
  selectors: { '&[hidden], &[data-state="inactive"]': { display: 'none' } },
});

export { visuallyHidden } from '../../tokens/visually-hidden.css';
