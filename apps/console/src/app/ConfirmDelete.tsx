import { ConfirmDialog } from '@veritag/ui';

/** "Are you sure?" before deleting the row a list screen holds in `item`; closes either way. */
export function ConfirmDelete<T>({ item, describe, onDelete, onClose }: { item: T | null; describe: (item: T) => string; onDelete: (item: T) => Promise<void>; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      description={item ? describe(item) : undefined}
      onConfirm={async () => {
        if (item) await onDelete(item);
        onClose();
      }}
    />
  );
}
