import { useRef } from 'react';

/**
 * Radix gives focus back on close only to its own Trigger. A dialog opened by state from a
 * button elsewhere (a list row's Delete) would leave focus on <body>, and a keyboard user would
 * start again from the top of the page. These handlers, for a Radix Content's
 * `onOpenAutoFocus` and `onCloseAutoFocus`, remember what had focus when the dialog opened and
 * give focus back to it on close, if it is still in the document (a deleted row's button is not).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus in, so the opener still has it. Nothing had focus
    // (<body>, e.g. a dialog open from the start): Radix's own choice, its Trigger, stands.
    rememberOpener: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    returnFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
