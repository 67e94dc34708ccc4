import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
