import { useEffect } from 'react';

export const leaveQuestion = 'You have unsaved changes to this design. Leave without saving?';

const routeOf = (url: string) =>
  new URL(url, location.href).hash.replace(/^#\/?/, '').split('?')[0];

/**
 * While `dirty`, leaving asks first: closing or reloading the tab through the browser's own
 * question (beforeunload), and every route change inside the console (a menu or breadcrumb
 * link, the Back button, a `go()`) through a confirm. Each of those is a hashchange; this
 * listener is a capturing one on window, so it runs before the router's. On "no" the router
 * never hears of the change and the address goes back to this screen, with its state.
 */
export function useUnsavedGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const here = { url: location.href, state: history.state as unknown };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = leaveQuestion;
    };
    const routeChange = (event: HashChangeEvent) => {
      if (routeOf(event.newURL) === routeOf(here.url) || window.confirm(leaveQuestion)) return;
      event.stopImmediatePropagation();
      history.replaceState(here.state, '', here.url);
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('hashchange', routeChange, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('hashchange', routeChange, true);
    };
  }, [dirty]);
}
