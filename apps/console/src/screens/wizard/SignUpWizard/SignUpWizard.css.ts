import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const page = style({ minHeight: '100vh', display: 'grid', placeContent: 'center', justifyItems: 'center', padding: vars.space.md });
export const card = style({ width: 'min(36rem, 100%)' });
export const panel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md });
export const tiers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
