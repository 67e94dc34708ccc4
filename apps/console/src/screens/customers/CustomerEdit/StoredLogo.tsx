import { Button } from '@veritag/ui';
import { useFileUrl } from '#app/app/use-file-url';
import * as styles from '#app/forms/CustomerForm.css';

/**
 * The stored logo on edit (spec 000 section 2.8) with its delete button. Deleting marks it to
 * be removed by the next Save (`removeCustomerLogo`), so Cancel still leaves it in place.
 */
export function StoredLogo({
  path,
  removed,
  onRemove,
}: {
  path: string | null | undefined;
  removed: boolean;
  onRemove: () => void;
}) {
  const url = useFileUrl(path && !removed ? path : undefined);
  if (!path) return null;
  if (removed) {
    return (
      <p className={styles.logoPreview} data-state="removed">
        The logo will be deleted when you save.
      </p>
    );
  }
  return (
    <div className={styles.logoPreview} data-state="stored">
      {url && <img src={url} alt="Current logo" height={64} />}
      <Button variant="danger" onPress={onRemove}>
        Delete Logo
      </Button>
    </div>
  );
}
