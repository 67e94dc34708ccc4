import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const row = style({ display: 'grid', gridTemplateColumns: '10rem 1fr', gap: vars.space.md });
