import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const textArea = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
});
