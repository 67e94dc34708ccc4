import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { buttonClass } from '../Button/Button';
import * as styles from './Dialog.css';
import { DiscardGuardScope, useDiscardGuardState } from './discard-guard';
import { useReturnFocus } from './use-return-focus';

/**
 * Whether an Escape belongs to a layer inside the dialog: an open list or calendar of a
 * react-aria field (its popover is portalled outside the dialog), or the expanded control that
 * owns one. Radix listens for Escape on the document before the field sees it, so without this
 * one press would close the whole dialog and lose what was typed instead of only the list.
 */
const escapeBelongsToInnerLayer = (event: KeyboardEvent): boolean => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[aria-expanded="true"]')) return true;
  return document.querySelector('[data-slot="popover"]') !== null;
};

const content = cva(styles.content, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

/** Radix Dialog's root: `open`, `defaultOpen`, `onOpenChange` and `modal` pass through. */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export type DialogTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger> &
  VariantProps<typeof buttonClass>;

/** The button that opens the dialog, drawn like a Button. */
export function DialogTrigger({
  variant = 'secondary',
  size,
  className,
  ...props
}: DialogTriggerProps) {
  return (
    <DialogPrimitive.Trigger
      {...props}
      className={buttonClass({ variant, size, className })}
      data-slot="dialog-trigger"
    />
  );
}

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  VariantProps<typeof content> & {
    /** Required: names the dialog for assistive technology. */
    title: ReactNode;
    description?: ReactNode;
    /** Buttons at the bottom, e.g. Cancel and Save. */
    footer?: ReactNode;
    /** Name of the corner close button; override to translate. */
    closeLabel?: string;
  };

/**
 * The dialog itself, in a portal over a backdrop: title, optional description, body, footer.
 * On close, focus goes back to what had it when the dialog opened, trigger or not. Escape
 * closes only the innermost layer: an open list of a field first, then the dialog.
 */
export function DialogContent(props: DialogContentProps) {
  const {
    title,
    description,
    footer,
    closeLabel = 'Close',
    size,
    className,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onInteractOutside,
    ...rest
  } = props;
  const { rememberOpener, returnFocus } = useReturnFocus();
  // A form inside with unsaved changes: Escape, a click outside and the corner close ask first,
  // and a confirmed discard closes through the corner button, as the user's own click would.
  const { guard, question } = useDiscardGuardState();
  const closeButton = useRef<HTMLButtonElement>(null);
  const discarding = useRef(false);
  const closeAfterAsking = (event: Event | { preventDefault(): void }) => {
    if (discarding.current || !guard.hasChanges()) return;
    event.preventDefault();
    guard.confirmDiscard(() => {
      discarding.current = true;
      closeButton.current?.click();
      discarding.current = false;
    });
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} data-slot="dialog-overlay" />
      <DialogPrimitive.Content
        // Without a description Radix wants `aria-describedby` set to undefined, explicitly.
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        {...rest}
        onOpenAutoFocus={(event) => {
          rememberOpener();
          onOpenAutoFocus?.(event);
        }}
        onEscapeKeyDown={(event) => {
          // Leave the key to the inner layer: react-aria closes its own list on it.
          if (escapeBelongsToInnerLayer(event)) event.preventDefault();
          else {
            onEscapeKeyDown?.(event);
            closeAfterAsking(event);
          }
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (event.defaultPrevented) return;
          // The question and a field's open list sit outside this dialog: using them is no click outside.
          if (
            event.target instanceof Element &&
            event.target.closest('[data-slot="confirm-dialog"], [data-slot="popover"]')
          )
            event.preventDefault();
          else closeAfterAsking(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus(event);
        }}
        className={content({ size, className })}
        data-slot="dialog"
      >
        <header className={styles.header}>
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            ref={closeButton}
            className={styles.close}
            aria-label={closeLabel}
            onClick={closeAfterAsking}
          >
            <X size={18} aria-hidden />
          </DialogPrimitive.Close>
        </header>
        {description !== undefined && (
          <DialogPrimitive.Description className={styles.description}>
            {description}
          </DialogPrimitive.Description>
        )}
        <DiscardGuardScope value={guard}>
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
          {question}
        </DiscardGuardScope>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
