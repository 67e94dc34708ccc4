import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The visible label; clicking it toggles the box. */
  children?: ReactNode;
}

/** react-aria-components' Checkbox: a box drawn from its state attributes, and its label. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      data-slot="checkbox"
      className={composeRenderProps(className, (extra) =>
        [styles.root, extra].filter(Boolean).join(' '),
      )}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden>
            {isIndeterminate ? (
              <Minus size={14} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={14} strokeWidth={3} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
