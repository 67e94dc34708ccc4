import { style, styleVariants } from '@vanilla-extract/css';
import { vars, type StatusTone } from '@veritag/ui/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderWidth: '2px',
  borderStyle: 'solid',
});

// The verdict's colour is its tone; the words say the same, so colour is never the only signal.
const toneOf = (tone: StatusTone) => ({
  background: vars.color.status[tone].subtle,
  color: vars.color.status[tone].onSubtle,
  borderColor: vars.color.status[tone].border,
});
export const tone = styleVariants({
  success: toneOf('success'),
  warning: toneOf('warning'),
  danger: toneOf('danger'),
  info: toneOf('info'),
  neutral: toneOf('neutral'),
});

export const icon = style({ width: '2.5rem', height: '2.5rem', gridRow: 'span 2' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
});

export const details = style({
  gridColumn: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const line = style({ margin: 0 });

export const link = style({ color: 'inherit' });
