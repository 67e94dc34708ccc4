import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The server's refusal of a used or expired link, in the danger colour, above the form. */
export const refusal = style({ color: vars.color.text.danger, margin: 0 });
