import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './Field.css';

/** The texts every field shows around its control. */
export interface FieldTexts {
  /** Visible label; give `aria-label` instead only where the context labels the field. */
  label?: ReactNode;
  /** Help under the control, read by screen readers with it. */
  description?: ReactNode;
  /** Shown when the field is invalid: a message, or one made from react-aria's validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export function FieldLabel({ children }: { children: ReactNode }) {
  if (children === undefined || children === null) return null;
  return (
    <Label className={styles.label} data-slot="label">
      {children}
    </Label>
  );
}

/** Description and error together under the control; the error renders only while invalid. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldTexts, 'description' | 'errorMessage'>) {
  return (
    <>
      {description !== undefined && description !== null && (
        <Text slot="description" className={styles.description} data-slot="description">
          {description}
        </Text>
      )}
      <FieldError className={styles.error} data-slot="error">
        {errorMessage}
      </FieldError>
    </>
  );
}

/**
 * Props for the react-aria-components field around FieldHelp. react-aria links the description
 * to the control (aria-describedby) by looking for it again only when the hook's `description`
 * changes, so a note that appears after the first render (a figure loaded later) would never be
 * read out. The RAC fields leave the prop out of their types but hand it on to their hooks.
 */
export const linkedDescription = (description: ReactNode): Record<string, unknown> => ({
  description: description ?? undefined,
});

export { styles as fieldStyles };
