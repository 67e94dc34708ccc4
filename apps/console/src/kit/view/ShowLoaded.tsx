import type { ReactNode } from 'react';
import { Spinner } from '@veritag/ui';
import type { Loaded } from '#app/app/use-load';

/**
 * One part of a page that loads on its own: a spinner, then the part, or a line saying it
 * is not available, so one failing call does not blank the rest of the page.
 */
export function ShowLoaded<T>({
  state,
  what,
  children,
}: {
  state: Loaded<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Spinner aria-label={`Loading ${what}`} />;
  if (state.status === 'failed')
    return <p role="status">{`${what[0]?.toUpperCase()}${what.slice(1)} could not be loaded`}</p>;
  return <>{children(state.data)}</>;
}
