import type { ReactNode } from 'react';
import { Button, Dialog, DialogContent, OneTimeSecret } from '@veritag/ui';
import * as styles from './dialog.css';

/** What the server handed over once: a title for the dialog, the secret's name, its value. */
export interface ShownOnce {
  title: string;
  label: string;
  value: string;
  /** What the secret is for, above it. */
  intro: ReactNode;
  warning?: string;
}

/**
 * A secret the server gives only once (a new or rotated API key, a webhook's signing secret):
 * shown with its Copy button until Done. A click beside the dialog does not close it, so a
 * stray click cannot lose a key nobody copied yet; Escape and Done close it deliberately
 * (decision 0457).
 */
export function ShownOnceDialog({
  shown,
  onDone,
}: {
  shown: ShownOnce | null;
  onDone: () => void;
}) {
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onDone()}>
      {shown && (
        <DialogContent title={shown.title} onInteractOutside={(event) => event.preventDefault()}>
          <div className={styles.stack}>
            <p className={styles.intro}>{shown.intro}</p>
            <OneTimeSecret label={shown.label} value={shown.value} warning={shown.warning} />
            <div className={styles.buttons}>
              <Button onPress={onDone}>Done</Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
