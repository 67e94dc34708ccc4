import { cva } from 'class-variance-authority';
import {
  CircleCheck,
  CircleExclamationPoint,
  Info,
  TriangleExclamationPoint,
  X,
} from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import * as styles from './Toast.css';
import { toasts, type ToastMessage, type ToastMessages, type ToastTone } from './toast-queue';

const toastClass = cva(styles.toast, { variants: { tone: styles.tone } });

const icons: Record<ToastTone, typeof Info> = {
  error: CircleExclamationPoint,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  info: Info,
};

export interface ToastRegionProps extends Omit<
  AriaToastRegionProps<ToastMessage>,
  'queue' | 'children'
> {
  /** Defaults to the application's queue (`toasts`). */
  queue?: ToastMessages;
  /** Name of each toast's close button; override to translate. */
  closeLabel?: string;
}

/**
 * react-aria-components' toast region (a landmark; F6 reaches it): one per app, top right.
 * Toasts show a title and a detail in the colours of their tone.
 */
export function ToastRegion({
  queue = toasts,
  closeLabel = 'Close',
  className,
  ...props
}: ToastRegionProps) {
  return (
    <AriaToastRegion
      {...props}
      queue={queue}
      className={[styles.region, className].filter(Boolean).join(' ')}
      data-slot="toast-region"
    >
      {({ toast }) => {
        const Icon = icons[toast.content.tone];
        return (
          <Toast
            toast={toast}
            className={toastClass({ tone: toast.content.tone })}
            data-tone={toast.content.tone}
          >
            <Icon size={20} aria-hidden className={styles.icon} />
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.detail !== undefined && (
                <Text slot="description" className={styles.detail}>
                  {toast.content.detail}
                </Text>
              )}
            </ToastContent>
            <Button slot="close" aria-label={closeLabel} className={styles.close}>
              <X size={16} aria-hidden />
            </Button>
          </Toast>
        );
      }}
    </AriaToastRegion>
  );
}
