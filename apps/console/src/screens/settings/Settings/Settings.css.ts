import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const body = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const logo = style({ maxHeight: '5rem', maxWidth: '16rem', objectFit: 'contain' });
export const buttons = style({ display: 'flex', gap: vars.space.sm });
