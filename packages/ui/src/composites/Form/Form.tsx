import type { ComponentType, ReactNode } from 'react';
import * as styles from './Form.css';
import { FormErrorSummary } from './FormParts';

export interface FormProps {
  /** From `useVeritagForm`. */
  form: { handleSubmit: () => Promise<unknown>; AppForm: ComponentType<{ children?: ReactNode }> };
  /** Names the form for assistive technology, e.g. 'Add Company'. */
  'aria-label'?: string;
  children: ReactNode;
}

/** The <form> element of a `useVeritagForm` form: submits through it and shows unplaced server errors. */
export function Form({ form, children, ...labelling }: FormProps) {
  return (
    <form
      {...labelling}
      className={styles.form}
      data-slot="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
    >
      <form.AppForm>
        <FormErrorSummary />
        {children}
      </form.AppForm>
    </form>
  );
}
