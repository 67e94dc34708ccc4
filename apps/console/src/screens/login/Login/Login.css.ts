import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const otp = style({ display: 'grid', gap: vars.space.md });
export const text = style({ margin: 0 });
export const channels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const sent = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm });
