import { useEffect, useState } from 'react';

/** The reply of GET /api/health; the console issue swaps this for the typed @veritag/api client. */
export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
  version: string;
}

export type HealthState =
  | { state: 'loading' }
  | { state: 'ok'; health: Health }
  | { state: 'error'; message: string };

/** Asks the API once per `check()`; an unmount or a newer check aborts the older request. */
export function useHealth(): { result: HealthState; check: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<HealthState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/health', { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the API answered ${response.status}`);
        return (await response.json()) as Health;
      })
      .then(
        (health) => setResult({ state: 'ok', health }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setResult({ state: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => controller.abort();
  }, [attempt]);

  const check = () => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { result, check };
}
