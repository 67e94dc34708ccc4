import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const otp = style({ display: 'grid', gap: vars.space.md });
export const channels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const link = style({ display: 'inline-block', marginTop: vars.space.md, color: vars.color.text.accent });
