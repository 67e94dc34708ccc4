import type { ReactNode } from 'react';
import { Button, useDiscardGuard } from '@veritag/ui';
import * as styles from './forms.css';

/**
 * Save and Cancel under a form; both return to the list (spec 002 section 1). Cancel over
 * unsaved changes asks first (the form page's discard guard).
 */
export function FormActions({
  SubmitButton,
  onCancel,
}: {
  SubmitButton: (props: { children: string }) => ReactNode;
  onCancel: () => void;
}) {
  const guard = useDiscardGuard();
  return (
    <div className={styles.buttons}>
      <SubmitButton>Save</SubmitButton>
      <Button variant="secondary" onPress={() => guard.confirmDiscard(onCancel)}>
        Cancel
      </Button>
    </div>
  );
}
