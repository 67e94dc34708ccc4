import * as DialogPrimitive from '@radix-ui/react-dialog';
import { notices } from '@veritag/domain';
import { useRef, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '../Button/Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { useReturnFocus } from '../Dialog/use-return-focus';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Text of a trigger button; leave out and control `open` to open it from elsewhere (a row action). */
  trigger?: string;
  /** The question; the spec's is "Are you sure?". */
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for deletions. */
  tone?: 'danger' | 'primary';
  /** Runs on confirm; a promise keeps the dialog open and the button pending until it settles. */
  onConfirm: () => void | Promise<void>;
}

/**
 * "Are you sure?" before a destructive action: a Radix Dialog with the alertdialog role that an
 * outside click does not dismiss; focus starts on Cancel, the safe choice, and goes back on
 * close to what had it when the dialog opened (a row's Delete button).
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title = notices.confirmDelete,
  description,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { rememberOpener, returnFocus } = useReturnFocus();
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setPending(false);
    }
  };
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger !== undefined && (
        <DialogPrimitive.Trigger
          className={buttonClass({ variant: tone === 'danger' ? 'danger' : 'secondary' })}
        >
          {trigger}
        </DialogPrimitive.Trigger>
      )}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogStyles.overlay} />
        <DialogPrimitive.Content
          role="alertdialog"
          className={`${dialogStyles.content} ${dialogStyles.size.sm}`}
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            rememberOpener();
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          data-slot="confirm-dialog"
        >
          <DialogPrimitive.Title className={dialogStyles.title}>{title}</DialogPrimitive.Title>
          {description !== undefined && (
            <DialogPrimitive.Description className={dialogStyles.description}>
              {description}
            </DialogPrimitive.Description>
          )}
          <div className={dialogStyles.footer}>
            <Button
              ref={cancelRef}
              variant="secondary"
              onPress={() => setOpen(false)}
              isDisabled={pending}
            >
              {cancelLabel}
            </Button>
            <Button variant={tone} onPress={confirm} isPending={pending}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
