import { useCallback, useRef } from 'react';
import type { DataTableQuery } from '@veritag/ui';
import { useRefreshWhile } from './use-refresh-while';
import { useServerList, type PagedCall, type RowOf } from './use-server-list';

/**
 * A server list whose rows follow a job (a print file, a roll file): while any row on the
 * page `isRunning`, the same page is asked for again (useRefreshWhile: 2 s after each answer,
 * never while the tab is hidden). `reload()` asks for the page the table shows now, e.g.
 * after a row action started a job. The table's own queries always win over a refresh.
 * `fixedQuery` is sent with every request, as with useServerList (a screen's own filter), and
 * `params` fill the call's path.
 */
export function useLiveServerList<C extends PagedCall>(
  call: C,
  isRunning: (row: RowOf<C>) => boolean = nothingRuns,
  fixedQuery?: Record<string, unknown>,
  params?: Record<string, unknown>,
) {
  const list = useServerList(call, fixedQuery, params);
  const lastQuery = useRef<DataTableQuery>(undefined);
  const { load } = list;
  const onQueryChange = useCallback(
    (query: DataTableQuery) => {
      lastQuery.current = query;
      load(query);
    },
    [load],
  );
  const reload = useCallback(() => {
    if (lastQuery.current) load(lastQuery.current);
  }, [load]);
  const page = list.state.status === 'ready' ? list.state.page : undefined;
  const rows: RowOf<C>[] = page?.content ?? (noRows as RowOf<C>[]);
  useRefreshWhile(rows.some(isRunning), page, reload);
  return {
    mode: 'server' as const,
    rows,
    total: page?.totalElements ?? 0,
    totalIsEstimate: page?.totalExact === false,
    isLoading: list.state.status === 'loading',
    error: list.state.status === 'failed' ? list.state.message : undefined,
    onQueryChange,
    reload,
  };
}

/** A list whose rows never run a job: asked for again only when the table asks. */
const nothingRuns = () => false;

// One empty array for every render, so the table does not see new rows each time.
const noRows: never[] = [];
