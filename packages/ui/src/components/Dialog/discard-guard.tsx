import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { DiscardGuardContext, type DiscardGuard } from './discard-guard-context';

/*
 * Kept apart from discard-guard-context.ts: the form registers through that light file, so a
 * page without a guard (the login page, with its bundle budget) never loads the question.
 */

/** The guard's state and its question; a dialog or page renders `question` and provides `guard`. */
export function useDiscardGuardState(): { guard: DiscardGuard; question: ReactNode } {
  const sources = useRef(new Set<() => boolean>());
  // The question's answers, read from a ref: Confirm closes the dialog too, and that close must
  // not also count as "Keep editing".
  const answers = useRef<{ discard: () => void; keep?: () => void } | null>(null);
  const [asking, setAsking] = useState(false);
  const register = useCallback((hasChanges: () => boolean) => {
    sources.current.add(hasChanges);
    return () => void sources.current.delete(hasChanges);
  }, []);
  const hasChanges = useCallback(() => [...sources.current].some((source) => source()), []);
  const confirmDiscard = useCallback(
    (discard: () => void, keep?: () => void) => {
      if (!hasChanges()) return discard();
      answers.current = { discard, keep };
      setAsking(true);
    },
    [hasChanges],
  );
  const settle = (choice: 'discard' | 'keep') => {
    const pending = answers.current;
    answers.current = null;
    setAsking(false);
    if (choice === 'discard') pending?.discard();
    else pending?.keep?.();
  };
  const guard = useMemo(
    () => ({ register, hasChanges, confirmDiscard }),
    [register, hasChanges, confirmDiscard],
  );
  const question = (
    <ConfirmDialog
      open={asking}
      onOpenChange={(open) => !open && settle('keep')}
      title="Discard unsaved changes?"
      description="What you entered has not been saved."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={() => settle('discard')}
    />
  );
  return { guard, question };
}

/** Provides a guard to the forms inside (a form page); the dialog has its own in DialogContent. */
export function DiscardGuardProvider({ children }: { children: ReactNode }) {
  const { guard, question } = useDiscardGuardState();
  return (
    <DiscardGuardContext.Provider value={guard}>
      {children}
      {question}
    </DiscardGuardContext.Provider>
  );
}

export const DiscardGuardScope = DiscardGuardContext.Provider;
