import { dismissToasts } from '@veritag/ui';

/**
 * Every route change (a link, `go`, the back button) is a hashchange, dispatched before
 * the router renders the next screen. Errors and warnings belong to the screen they were
 * raised on, so they close here, before the next screen can raise its own; a success toast
 * of a save that returns to the list stays.
 */
export function closeStaleToastsOnRouteChange(): void {
  window.addEventListener('hashchange', () => dismissToasts(['error', 'warning']));
}
