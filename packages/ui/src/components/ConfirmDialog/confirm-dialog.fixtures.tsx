import { useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** Story example: a list row's Delete button opens the confirmation by state, as the console's lists do. */
export function ConfirmOpenedByState({ onConfirm }: Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete Acme
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        description="Acme and its settings are removed."
        onConfirm={onConfirm}
      />
    </>
  );
}
