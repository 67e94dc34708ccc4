import type { ReactNode } from 'react';
import type { Route } from '#app/app/paths';
import { Spinner } from '@veritag/ui';
import { useLoad } from '#app/app/use-load';
import { useRecordId } from '#app/app/navigation';

/**
 * An edit screen's record: the id comes in navigation state (spec 000 section 2.2); without
 * one the user returns to the list. While it loads a spinner stands in for the form; if it
 * cannot be loaded the server's title is shown as a toast and the form stays away.
 */
export function RecordEditor<T>(props: {
  listRoute: Route;
  load: (id: number) => Promise<T>;
  loadingLabel: string;
  children: (record: T, id: number) => ReactNode;
}) {
  const id = useRecordId(props.listRoute);
  return id === undefined ? null : <LoadedRecord {...props} id={id} />;
}

function LoadedRecord<T>({
  id,
  load,
  loadingLabel,
  children,
}: {
  id: number;
  load: (id: number) => Promise<T>;
  loadingLabel: string;
  children: (record: T, id: number) => ReactNode;
}) {
  const { state } = useLoad(() => load(id));
  if (state.status === 'loading') return <Spinner aria-label={loadingLabel} />;
  if (state.status === 'failed') return null;
  return <>{children(state.data, id)}</>;
}
