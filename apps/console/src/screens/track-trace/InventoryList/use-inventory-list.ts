import { useCallback, useRef, useState } from 'react';
import { ApiError, inventoryCalls } from '@veritag/api';
import type { InventoryItem, Page } from '@veritag/domain';
import type { DataTableQuery } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import { inventoryColumnIds, type InventoryColumnId } from './inventory-columns';
import { searchedColumn } from './inventory-search';

type State =
  | { status: 'loading' }
  | { status: 'ready'; page: Page<InventoryItem> }
  | { status: 'failed'; message: string };

const sortOf = (query: DataTableQuery) => {
  const [sort] = query.sort;
  return sort ? { sort: `${sort.field},${sort.direction}` } : {};
};

/**
 * The inventory list's page: `getAll` while no Contains box is filled, `search` with the one
 * column being searched otherwise (see searchedColumn). As the kit's server list, a late
 * answer to an older query never replaces a newer one.
 */
export function useInventoryList() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const ticket = useRef(0);
  const previous = useRef<DataTableQuery>(undefined);
  const active = useRef<InventoryColumnId>(undefined);

  const onQueryChange = useCallback((query: DataTableQuery) => {
    const mine = ++ticket.current;
    active.current = searchedColumn(previous.current, query, active.current, inventoryColumnIds) as
      InventoryColumnId | undefined;
    previous.current = query;
    const paging = { page: query.page, size: query.size, ...sortOf(query) };
    const column = active.current;
    const asked = column
      ? api.call(inventoryCalls.search, {
          query: { ...paging, column, searchKey: (query.filters[column] ?? '').trim() },
        })
      : api.call(inventoryCalls.list, { query: paging });
    asked.then(
      (page) => mine === ticket.current && setState({ status: 'ready', page }),
      (error: unknown) => {
        if (mine !== ticket.current) return;
        reportFailure(error);
        setState({
          status: 'failed',
          message:
            error instanceof ApiError && error.title ? error.title : 'The list could not be loaded',
        });
      },
    );
  }, []);

  const page = state.status === 'ready' ? state.page : undefined;
  return {
    mode: 'server' as const,
    rows: page?.content ?? noRows,
    total: page?.totalElements ?? 0,
    totalIsEstimate: page?.totalExact === false,
    isLoading: state.status === 'loading',
    error: state.status === 'failed' ? state.message : undefined,
    onQueryChange,
  };
}

// One empty array for every render, so the table does not see new rows each time.
const noRows: InventoryItem[] = [];
