import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import * as styles from './Badge.css';

const badge = cva(styles.root, {
  variants: { tone: styles.tone },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = NonNullable<VariantProps<typeof badge>['tone']>;

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badge>;

/** A short status label (RUNNING, COMPLETED, FAILED...). The text carries the meaning; the tone repeats it. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      className={badge({ tone, className })}
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
    />
  );
}
