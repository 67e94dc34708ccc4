import { useSyncExternalStore } from 'react';

/**
 * Whether a pointer button is down somewhere on the page, until the click it makes has been
 * handled. A form keeps its field errors as they are while it is: a number field commits its
 * value when it loses focus, which a press on Save does, and the error that commit clears would
 * otherwise vanish under the pointer mid-click, moving Save away from the pointer before the
 * button is released, so the click would land beside it (seen with 'Labels produced').
 */
let held = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function install() {
  const press = () => {
    held = true;
    notify();
  };
  // After the click the release makes: a click is dispatched in the same task as the release.
  const release = () =>
    setTimeout(() => {
      held = false;
      notify();
    }, 0);
  document.addEventListener('pointerdown', press, true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0 && !installed) {
    installed = true;
    install();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
let installed = false;

export const usePointerHeld = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => held,
    () => false,
  );
