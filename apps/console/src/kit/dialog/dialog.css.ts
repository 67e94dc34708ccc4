import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const buttons = style({ display: 'flex', gap: vars.space.sm });
