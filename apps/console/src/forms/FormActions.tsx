import type { ReactNode } from 'react';
import { Button } from '@veritag/ui';
import * as styles from './forms.css';

/** Save and Cancel under a form; both return to the list (spec 002 section 1). */
export function FormActions({ SubmitButton, onCancel }: { SubmitButton: (props: { children: string }) => ReactNode; onCancel: () => void }) {
  return (
    <div className={styles.buttons}>
      <SubmitButton>Save</SubmitButton>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
