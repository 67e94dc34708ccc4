import { notices } from '@veritag/domain';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'error' | 'success' | 'warning' | 'info';

export interface ToastMessage {
  tone: ToastTone;
  title: string;
  /** The detail: for errors, the title field of the server's problem body. */
  detail?: string;
}

/**
 * Titles by tone. 'Error Message' and 'Success Message' are the spec's; it names no title for
 * warnings and info, so ours follow the same pattern.
 */
export const toastTitles: Record<ToastTone, string> = {
  error: notices.errorTitle,
  success: notices.successTitle,
  warning: 'Warning Message',
  info: 'Info Message',
};

// Errors and warnings wait to be closed: a failure must not vanish before it is read.
// Others close after 5 s, the least react-aria advises for a toast's timeout.
const timeouts: Record<ToastTone, number | undefined> = { error: undefined, warning: undefined, success: 5000, info: 5000 };

export type ToastMessages = ToastQueue<ToastMessage>;

export function createToastQueue(): ToastMessages {
  return new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });
}

/** The application's queue, shown by a `ToastRegion` without a `queue` prop. */
export const toasts = createToastQueue();

/** Shows a toast; the title defaults to the tone's. Returns its key, for `queue.close(key)`. */
export function showToast(
  { tone, title = toastTitles[tone], detail }: { tone: ToastTone; title?: string; detail?: string },
  queue: ToastMessages = toasts,
): string {
  return queue.add({ tone, title, detail }, { timeout: timeouts[tone] });
}
