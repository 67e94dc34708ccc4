import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** The customer chooser above the table: as wide as a form field, not the page. */
export const chooser = style({ maxWidth: '24rem', marginBlockEnd: vars.space.md });
