import { useCallback, useEffect, useRef, useState } from 'react';
import { reportFailure } from './report-failure';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Loads once on mount and again on `reload()`. An older answer never overwrites a newer one.
 * A failure is reported as the spec says (an 'Error Message' toast with the server's title)
 * unless `silent`, for the lookups the spec says to ignore.
 */
export function useLoad<T>(load: () => Promise<T>, options: { silent?: boolean } = {}) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const silent = options.silent ?? false;

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    loadRef.current().then(
      (data) => ticket === latest.current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (ticket !== latest.current) return;
        if (!silent) reportFailure(error);
        setState({ status: 'failed', error });
      },
    );
  }, [silent]);

  useEffect(() => reload(), [reload]);
  return { state, reload };
}
