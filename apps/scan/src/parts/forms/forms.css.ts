import { style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
});

/** A preview's fields (decision 0473): disabled as one, laid out as the form lays them out. */
export const disabledFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const problem = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.status.danger.border}`,
  background: vars.color.status.danger.subtle,
  color: vars.color.status.danger.onSubtle,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.status.success.border}`,
  background: vars.color.status.success.subtle,
  color: vars.color.status.success.onSubtle,
});

// A native file input: it works without JavaScript, which the kit's drop zone needs.
export const file = style({
  width: '100%',
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  font: 'inherit',
});

export const submit = style({ alignSelf: 'stretch', minHeight: vars.size.control.md });
