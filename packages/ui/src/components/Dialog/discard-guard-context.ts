import { createContext, useContext, useEffect } from 'react';

/**
 * Unsaved work is not thrown away without asking. A form of the kit inside a guard (a dialog,
 * a form page) tells it whether it holds changes; whatever would discard them (Cancel, Escape,
 * a click outside a dialog, leaving the page) goes through `confirmDiscard`, which goes on at
 * once when nothing was changed and asks first when something was.
 */
export interface DiscardGuard {
  /** A form says how to tell whether it holds unsaved changes; returns the undo. */
  register: (hasChanges: () => boolean) => () => void;
  hasChanges: () => boolean;
  /** Goes on with `discard` when nothing changed or the user agrees; `keep` runs when they keep editing. */
  confirmDiscard: (discard: () => void, keep?: () => void) => void;
}

export const DiscardGuardContext = createContext<DiscardGuard | null>(null);

/** The nearest guard; without one, discarding goes on at once. */
export function useDiscardGuard(): DiscardGuard {
  return useContext(DiscardGuardContext) ?? noGuard;
}

const noGuard: DiscardGuard = {
  register: () => () => undefined,
  hasChanges: () => false,
  confirmDiscard: (discard) => discard(),
};

/** A form registers its changes with the guard around it, if any. */
export function useRegisterChanges(hasChanges: () => boolean) {
  const { register } = useDiscardGuard();
  // Registered again after each render that makes a new check: a set add and delete, cheap.
  useEffect(() => register(hasChanges), [register, hasChanges]);
}
