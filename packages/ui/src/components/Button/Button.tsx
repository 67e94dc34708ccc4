import { cva, type VariantProps } from 'class-variance-authority';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

const button = cva(styles.root, {
  variants: { variant: styles.variant, size: styles.size },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonProps = AriaButtonProps & VariantProps<typeof button>;

/** react-aria-components' Button with the design props `variant` and `size`; every other prop passes through. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-slot="button"
      className={composeRenderProps(className, (extra) => button({ variant, size, className: extra }))}
    />
  );
}
