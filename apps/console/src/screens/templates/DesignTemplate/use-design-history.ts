import { useCallback, useRef, useState } from 'react';
import type { EditorDesign } from './design-model';

/** Edits closer together than this (a drag's frames, a typed number) undo as one step. */
const mergeWindowMs = 600;
const maxSteps = 200;

interface History {
  past: EditorDesign[];
  present: EditorDesign;
  future: EditorDesign[];
  /** The design as last saved (or loaded): leaving asks first while the present differs. */
  saved: EditorDesign;
}

/**
 * The design being edited with undo and redo. `change` records a step unless the previous
 * change of the same `kind` came a moment ago, so one drag or one typed value is one step.
 */
export function useDesignHistory(initial: EditorDesign) {
  const [history, setHistory] = useState<History>({
    past: [],
    present: initial,
    future: [],
    saved: initial,
  });
  const last = useRef({ kind: '', at: 0 });

  const change = useCallback((update: (design: EditorDesign) => EditorDesign, kind = 'edit') => {
    const now = Date.now();
    const merge = last.current.kind === kind && now - last.current.at < mergeWindowMs;
    last.current = { kind, at: now };
    setHistory((h) => {
      const next = update(h.present);
      if (next === h.present) return h;
      const past = merge && h.past.length > 0 ? h.past : [...h.past, h.present].slice(-maxSteps);
      return { ...h, past, present: next, future: [] };
    });
  }, []);

  const undo = useCallback(() => {
    last.current = { kind: '', at: 0 };
    setHistory((h) =>
      h.past.length === 0
        ? h
        : {
            ...h,
            past: h.past.slice(0, -1),
            present: h.past.at(-1)!,
            future: [h.present, ...h.future],
          },
    );
  }, []);

  const redo = useCallback(() => {
    last.current = { kind: '', at: 0 };
    setHistory((h) =>
      h.future.length === 0
        ? h
        : { ...h, past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) },
    );
  }, []);

  const markSaved = useCallback(
    (design: EditorDesign) => setHistory((h) => ({ ...h, saved: design })),
    [],
  );

  return {
    design: history.present,
    change,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    dirty: history.present !== history.saved,
    markSaved,
  };
}
