import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const body = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
