import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** As many buttons a line as the column has room for: the four of a batch take two short lines. */
export const downloads = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: '12rem', maxWidth: '14rem' });

// A label broken over two lines inside its button reads as two buttons.
globalStyle(`${downloads} > *`, { whiteSpace: 'nowrap' });
