import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { buttonClass } from '../Button/Button';
import * as styles from './Dialog.css';
import { useReturnFocus } from './use-return-focus';

const content = cva(styles.content, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

/** Radix Dialog's root: `open`, `defaultOpen`, `onOpenChange` and `modal` pass through. */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export type DialogTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger> & VariantProps<typeof buttonClass>;

/** The button that opens the dialog, drawn like a Button. */
export function DialogTrigger({ variant = 'secondary', size, className, ...props }: DialogTriggerProps) {
  return <DialogPrimitive.Trigger {...props} className={buttonClass({ variant, size, className })} data-slot="dialog-trigger" />;
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
 * On close, focus goes back to what had it when the dialog opened, trigger or not.
 */
export function DialogContent(props: DialogContentProps) {
  const { title, description, footer, closeLabel = 'Close', size, className, children, onOpenAutoFocus, onCloseAutoFocus, ...rest } = props;
  const { rememberOpener, returnFocus } = useReturnFocus();
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
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus(event);
        }}
        className={content({ size, className })}
        data-slot="dialog"
      >
        <header className={styles.header}>
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close className={styles.close} aria-label={closeLabel}>
            <X size={18} aria-hidden />
          </DialogPrimitive.Close>
        </header>
        {description !== undefined && <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>}
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
