import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const downloads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: '8rem',
  maxWidth: '12rem',
});

// A label broken over two lines inside its button reads as two buttons.
globalStyle(`${downloads} > *`, { whiteSpace: 'nowrap' });
