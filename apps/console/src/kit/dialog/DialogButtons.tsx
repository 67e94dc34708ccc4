import { Button, FormSubmitButton } from '@veritag/ui';
import * as styles from './dialog.css';

/**
 * A dialog form's closing row (the blacklist's, the smart bin's): its submit, pending while
 * the call is on its way, and Cancel, which closes at once. Inside the kit's `<Form>`.
 */
export function DialogButtons({ label, onCancel }: { label: string; onCancel: () => void }) {
  return (
    <div className={styles.buttons}>
      <FormSubmitButton>{label}</FormSubmitButton>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
