import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import * as styles from './Form.css';
import { useFormContext } from './form-context';
import { useShownError } from './use-shown-error';

/** The submit button, pending while the form's onSubmit (the server call) runs. */
export function FormSubmitButton({ children }: { children: ReactNode }) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button type="submit" isPending={isSubmitting}>
          {children}
        </Button>
      )}
    </form.Subscribe>
  );
}

/**
 * A line that says what is happening while the form's onSubmit runs (a report being written),
 * read out by screen readers as a status; empty the rest of the time, so it never moves the layout.
 */
export function FormPendingStatus({ children }: { children: ReactNode }) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <p className={styles.pendingStatus} role="status">
          {isSubmitting ? children : ''}
        </p>
      )}
    </form.Subscribe>
  );
}

/** Server errors that name no field of the form: shown above the fields, so none is lost. */
export function FormErrorSummary() {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.errorMap.onServer}>
      {(error) =>
        typeof error === 'string' ? (
          <p className={styles.summary} role="alert">
            {error}
          </p>
        ) : null
      }
    </form.Subscribe>
  );
}

/**
 * A message about a group of fields as a whole (the email settings the microsite needs), for
 * `form.AppField` over the group's name. Nothing blurs a group, so it shows only once a Save
 * was tried (or the server named it), never while the form is being filled in.
 */
export function FormGroupMessage() {
  const { error } = useShownError<unknown>();
  return error === undefined ? null : (
    <p className={styles.groupMessage} role="alert" data-slot="group-message">
      {error}
    </p>
  );
}
