import { useEffect } from 'react';
import { useDiscardGuard } from '@veritag/ui';

/**
 * Leaving a form page with unsaved changes asks first:
 * - a click on a hash link (the menu, the breadcrumb) is caught before wouter sees it and made
 *   again once the user agrees;
 * - the browser's Back (or Forward) has already moved to the other entry when `popstate` comes,
 *   and wouter follows on the `hashchange` after it. So the entry reached is made to read as the
 *   form's at once (wouter then sees no change), and the user is asked: Discard puts the entry
 *   back and shows its screen, Keep editing puts it back and steps into the form's entry again;
 * - closing or reloading the tab gets the browser's own question (`beforeunload`).
 * The console's own navigation (`go`) sends no `popstate` and is never held.
 */
export function useLeaveGuard() {
  const guard = useDiscardGuard();
  useEffect(() => {
    const form = { url: location.href, state: history.state as unknown, index: entryIndex() };
    let restoring = false;

    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      if (!(link instanceof HTMLAnchorElement) || !guard.hasChanges()) return;
      event.preventDefault();
      event.stopPropagation();
      const target = link.getAttribute('href') ?? '#/';
      guard.confirmDiscard(() => {
        window.location.hash = target;
      });
    };
    const onPopState = () => {
      if (restoring) {
        restoring = false;
        return;
      }
      if (!guard.hasChanges()) return;
      const reached = { url: location.href, state: history.state as unknown, index: entryIndex() };
      // How far the step went: the Navigation API knows; without it, one back, as Back goes.
      const step =
        form.index !== undefined && reached.index !== undefined && reached.index !== form.index
          ? reached.index - form.index
          : -1;
      history.replaceState(form.state, '', form.url);
      guard.confirmDiscard(
        () => {
          history.replaceState(reached.state, '', reached.url);
          window.dispatchEvent(
            new HashChangeEvent('hashchange', { oldURL: form.url, newURL: reached.url }),
          );
        },
        () => {
          history.replaceState(reached.state, '', reached.url);
          restoring = true;
          history.go(-step);
        },
      );
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guard.hasChanges()) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [guard]);
}

/** The current history entry's place, where the browser has the Navigation API (Chromium). */
function entryIndex(): number | undefined {
  const navigation = (globalThis as { navigation?: { currentEntry?: { index: number } | null } })
    .navigation;
  return navigation?.currentEntry?.index;
}
