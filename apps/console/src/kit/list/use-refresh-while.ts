import { useEffect, useEffectEvent } from 'react';

/** Often enough for a progress bar to feel live, rarely enough to cost the server nothing. */
export const refreshEveryMs = 2000;

/**
 * Calls `refresh` `everyMs` after each new `answer` while `active` holds (a row on the page
 * is RUNNING: a token batch, a token data file): the next ask waits for the last answer, so
 * asks never pile up on a slow server. Nothing is asked while the tab is hidden; coming back
 * asks at once.
 */
export function useRefreshWhile(
  active: boolean,
  answer: unknown,
  refresh: () => void,
  everyMs = refreshEveryMs,
): void {
  const ask = useEffectEvent(refresh);
  useEffect(() => {
    if (!active) return;
    const visible = () => document.visibilityState === 'visible';
    const timer = visible() ? setTimeout(ask, everyMs) : undefined;
    const onVisibility = () => {
      if (visible()) ask();
      else clearTimeout(timer);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, answer, everyMs]);
}
