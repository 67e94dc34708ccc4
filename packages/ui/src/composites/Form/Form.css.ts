import { globalStyle, style } from '@vanilla-extract/css';
import { field as fieldClass } from '../../components/Field/Field.css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  // A line of fields stays readable. At desk widths, a form that holds a part meant to sit
  // beside its fields (data-form-wide, such as a live preview) takes the room that part needs.
  maxWidth: '40rem',
  '@media': {
    [media.wide]: {
      selectors: { '&:has([data-form-wide])': { maxWidth: '76rem' } },
    },
  },
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

/*
 * A field of a form keeps a line for its message while it shows none, so a message appearing
 * on blur or going on a correction never moves what is under the pointer (a press on Save that
 * blurs a field would otherwise land beside the button). A longer message may still wrap.
 */
const messageLine = `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`;
globalStyle(`${form} ${fieldClass}:not(:has(> [data-slot="error"]))::after`, {
  content: '""',
  minHeight: messageLine,
});
globalStyle(`${form} ${fieldClass} > [data-slot="error"]`, {
  lineHeight: vars.font.lineHeight.normal,
  minHeight: messageLine,
});

export const summary = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.status.danger.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.status.danger.subtle,
  color: vars.color.status.danger.onSubtle,
});

export const pendingStatus = style({ margin: 0, color: vars.color.text.muted });

export const groupMessage = style({
  margin: 0,
  gridColumn: '1 / -1',
  color: vars.color.text.danger,
});
