import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@veritag/ui/css';

/** The station's frame (the document's own rule keeps what the script hides hidden). */
export const station = style({});

// Phone first, one thumb: the action tabs stay on top while the list scrolls, and every
// control is at least the kit's control height.
export const tabs = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  background: vars.color.surface.raised,
});

export const tab = style({
  minHeight: '3rem',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.status.info.subtle,
      borderColor: vars.color.status.info.border,
      color: vars.color.status.info.onSubtle,
    },
  },
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const scanRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const wide = style({ minHeight: '3rem', width: '100%' });

// Notes and counts take no room until the script writes them.
export const muted = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${items} > li`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  fontFamily: vars.font.family.mono,
});

globalStyle(`${items} > li > button`, {
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.status.danger.onSubtle,
  font: 'inherit',
  fontFamily: vars.font.family.body,
});

export const result = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:empty': { display: 'none' } },
});

// The camera as a sheet at the bottom of the screen, where the thumb is.
export const camera = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface.default,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const video = style({
  width: '100%',
  maxHeight: '50vh',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: '#000',
});
