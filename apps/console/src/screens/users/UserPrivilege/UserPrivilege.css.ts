import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const editor = style({ display: 'grid', gap: vars.space.lg });
export const buttons = style({ display: 'flex', gap: vars.space.sm });
