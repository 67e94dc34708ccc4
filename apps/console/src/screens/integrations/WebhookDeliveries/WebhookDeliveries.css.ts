import { style } from '@vanilla-extract/css';

// A URL has no spaces: it breaks anywhere rather than push the page wider than a phone.
export const target = style({ margin: 0, overflowWrap: 'anywhere' });
