import { style } from '@vanilla-extract/css';
import { media, vars } from '@veritag/ui';

/** From and To side by side where there is room, one under the other on a phone. */
export const dates = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 20rem))' } },
});
