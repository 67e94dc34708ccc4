import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui';

/** Set apart from the product's form above it: a rule line, then its own fields and Save. */
export const panel = style({ marginBlockStart: vars.space.xl, paddingBlockStart: vars.space.lg, borderBlockStart: `1px solid ${vars.color.border.default}`, borderRadius: 0 });
export const fields = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.md, alignItems: 'center', marginBlockEnd: vars.space.md });
