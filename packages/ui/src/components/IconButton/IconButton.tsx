import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import * as styles from './IconButton.css';

const iconButton = cva(styles.root, {
  variants: { variant: styles.variant, size: styles.size },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonProps = Omit<AriaButtonProps, 'children' | 'aria-label'> &
  VariantProps<typeof iconButton> & {
    /** Required: an icon alone tells assistive technology nothing. */
    'aria-label': string;
    /** The icon; it is hidden from assistive technology, the label speaks for it. */
    children: ReactNode;
  };

/** A react-aria-components Button showing only an icon, with the label it must have. */
export function IconButton({ variant, size, className, children, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      data-slot="icon-button"
      className={composeRenderProps(className, (extra) =>
        iconButton({ variant, size, className: extra }),
      )}
    >
      <span className={styles.icon} aria-hidden>
        {children}
      </span>
    </AriaButton>
  );
}
