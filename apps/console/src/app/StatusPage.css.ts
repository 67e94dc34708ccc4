import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const page = style({ minHeight: '60vh', display: 'grid', placeItems: 'center', padding: vars.space.lg });
export const body = style({ textAlign: 'center', color: vars.color.text.default });
export const title = style({ fontSize: vars.font.size.xxl, margin: 0 });
