import { cva, type VariantProps } from 'class-variance-authority';
import type { Ref } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

/** The button's classes, for elements that must look like a Button but are not one (e.g. a Radix trigger). */
export const buttonClass = cva(styles.root, {
  variants: { variant: styles.variant, size: styles.size },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonProps = AriaButtonProps &
  VariantProps<typeof buttonClass> & { ref?: Ref<HTMLButtonElement> };

/** react-aria-components' Button with the design props `variant` and `size`; every other prop passes through. */
export function Button({ variant, size, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-slot="button"
      className={composeRenderProps(className, (extra) =>
        buttonClass({ variant, size, className: extra }),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" aria-label="In progress" />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
