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

export { visuallyHidden } from '../../tokens/visually-hidden.css';
