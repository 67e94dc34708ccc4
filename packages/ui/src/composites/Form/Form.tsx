import type { ComponentType, ReactNode } from 'react';
import * as styles from './Form.css';
import { useRegisterChanges } from '../../components/Dialog/discard-guard-context';
import { FormErrorSummary } from './FormParts';

export interface FormProps {
  /** From `useVeritagForm`. */
  form: {
    handleSubmit: () => Promise<unknown>;
    AppForm: ComponentType<{ children?: ReactNode }>;
    state: { isDirty: boolean; isSubmitting: boolean; isSubmitSuccessful: boolean };
  };
  /** Names the form for assistive technology, e.g. 'Add Company'. */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The <form> element of a `useVeritagForm` form: submits through it and shows unplaced server
 * errors. Inside a dialog or a form page it tells their discard guard whether it holds unsaved
 * changes (none while a save runs, which may leave the page, or after one succeeded).
 */
export function Form({ form, children, ...labelling }: FormProps) {
  useRegisterChanges(
    () => form.state.isDirty && !form.state.isSubmitting && !form.state.isSubmitSuccessful,
  );
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
