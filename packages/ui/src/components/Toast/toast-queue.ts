import { notices } from '@veritag/domain';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'error' | 'success' | 'warning' | 'info';

export interface ToastMessage {
  tone: ToastTone;
  title: string;
  /** The detail: for errors, the title field of the server's problem body. */
  detail?: string;
  /** What the toast is about ('save', 'delete'); a later toast of the same subject replaces it. */
  subject?: string;
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
const timeouts: Record<ToastTone, number | undefined> = {
  error: undefined,
  warning: undefined,
  success: 5000,
  info: 5000,
};

export type ToastMessages = ToastQueue<ToastMessage>;

export function createToastQueue(): ToastMessages {
  return new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });
}

/** The application's queue, shown by a `ToastRegion` without a `queue` prop. */
export const toasts = createToastQueue();

// react-aria's queue shows only its visible toasts; this keeps every open one (visible or
// waiting behind the first five) by key, so replacing and dismissing reach them all.
const openToasts = new WeakMap<ToastMessages, Map<string, ToastMessage>>();
const openIn = (queue: ToastMessages) => {
  const open = openToasts.get(queue) ?? new Map<string, ToastMessage>();
  openToasts.set(queue, open);
  return open;
};

function closeWhere(queue: ToastMessages, isStale: (message: ToastMessage) => boolean): void {
  const open = openIn(queue);
  for (const [key, message] of open) {
    if (!isStale(message)) continue;
    // Deleted here too: after `queue.clear()` no onClose runs, and close finds no such key.
    open.delete(key);
    queue.close(key);
  }
}

/**
 * Shows a toast; the title defaults to the tone's. An open toast of the same `subject`, or one
 * saying exactly the same (tone, title, detail), closes first: the newest word replaces it
 * rather than stacking. Returns the key, for `queue.close(key)`.
 */
export function showToast(
  {
    tone,
    title = toastTitles[tone],
    detail,
    subject,
  }: { tone: ToastTone; title?: string; detail?: string; subject?: string },
  queue: ToastMessages = toasts,
): string {
  closeWhere(
    queue,
    (open) =>
      (subject !== undefined && open.subject === subject) ||
      (open.tone === tone && open.title === title && open.detail === detail),
  );
  const message: ToastMessage = { tone, title, detail, subject };
  const open = openIn(queue);
  const key = queue.add(message, { timeout: timeouts[tone], onClose: () => open.delete(key) });
  open.set(key, message);
  return key;
}

/**
 * Closes the open toasts of these tones. The console calls it with ['error', 'warning'] on every
 * route change: a failure belongs to the screen it was raised on, while a success toast of a save
 * that returns to the list stays.
 */
export function dismissToasts(tones: readonly ToastTone[], queue: ToastMessages = toasts): void {
  closeWhere(queue, (open) => tones.includes(open.tone));
}
