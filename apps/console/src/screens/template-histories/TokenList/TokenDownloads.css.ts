import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/**
 * As many buttons a line as the column has room for: the four of a batch take two short lines.
 * The column asks for that room itself (its minWidth in token-columns), so the buttons never
 * reach past the cell.
 */
export const downloads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  maxWidth: '100%',
});

// A label broken over two lines inside its button reads as two buttons.
globalStyle(`${downloads} > *`, { whiteSpace: 'nowrap' });
