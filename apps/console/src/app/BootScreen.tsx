import { Spinner } from '@veritag/ui';
import * as styles from './BootScreen.css';

/**
 * What shows while the account or a screen's module loads: centred, named and announced (a
 * status region whose name is its sentence), so a screen reader hears why nothing else is
 * there yet. The ring is decoration beside the sentence.
 */
export function BootScreen({ label = 'Loading your account' }: { label?: string }) {
  return (
    <div className={styles.screen} role="status" aria-label={label} data-slot="boot-screen">
      <p className={styles.brand} aria-hidden>
        Veritag
      </p>
      <Spinner size="lg" aria-label={label} />
      <p className={styles.sentence}>{label}…</p>
    </div>
  );
}
