import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: names of icon-like controls, state words beside a mark. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
