import {
  useTable,
  type ColumnFiltersState,
  type ExpandedState,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { pageSizes, type Sort } from '@veritag/domain';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { dataTableFeatures, type DataTableColumns } from './data-table.columns';

/** What a server-mode table asks for: the spec's page (from 0), size and sort, plus its filters. */
export interface DataTableQuery {
  page: number;
  size: number;
  sort: Sort<string>[];
  /** Column id to the text its 'Contains' filter holds. */
  filters: Record<string, string>;
  /** The 'Global Search' text. */
  search: string;
}

/**
 * Client mode: every row is here and the table sorts, filters and pages them itself.
 * Server mode (the spec's lazy tables): `rows` is the current page, `total` the server's
 * count, and every change of page, sort, filter or search is handed to `onQueryChange`: at
 * once, except text being typed into a box, which waits for the user to pause.
 */
export type DataTableSource<Row> =
  | { mode?: 'client'; rows: Row[] }
  | { mode: 'server'; rows: Row[]; total: number; onQueryChange: (query: DataTableQuery) => void };

export interface DataTableShape<Row extends RowData> {
  columns: DataTableColumns<Row>;
  getRowId?: (row: Row, index: number) => string;
  /** Spec 000 section 9: tables show 10 rows. */
  pageSize?: number;
}

/** `canExpand`: true when rows open a detail panel. */
export type UseDataTableOptions<Row extends RowData> = DataTableSource<Row> &
  DataTableShape<Row> & { canExpand?: boolean };

const toQuery = (
  sorting: SortingState,
  filters: ColumnFiltersState,
  search: string,
  pagination: PaginationState,
): DataTableQuery => ({
  page: pagination.pageIndex,
  size: pagination.pageSize,
  sort: sorting.map(({ id, desc }) => ({ field: id, direction: desc ? 'desc' : 'asc' })),
  filters: Object.fromEntries(filters.map(({ id, value }) => [id, String(value)])),
  search,
});

/** How long the user pauses typing in a search box before a server-mode table asks for it. */
const typingPause = 300;

const filledBoxes = (query: DataTableQuery) =>
  [query.search, ...Object.values(query.filters)].filter((text) => text !== '').length;

/**
 * Whether `next` differs from `previous` only by text typed into a box (the page may go back to
 * 0 with it). An emptied box, a new order or a new page is not typing: those are asked for at once.
 */
function isTyping(previous: DataTableQuery, next: DataTableQuery): boolean {
  const sameText =
    previous.search === next.search &&
    JSON.stringify(previous.filters) === JSON.stringify(next.filters);
  const sameOrder = JSON.stringify(previous.sort) === JSON.stringify(next.sort);
  return !sameText && sameOrder && filledBoxes(next) >= filledBoxes(previous);
}

/** The one table hook of the design system: state, row models and the server query in one place. */
export function useDataTable<Row extends RowData>(options: UseDataTableOptions<Row>) {
  const { columns, rows, getRowId, canExpand = false, pageSize = pageSizes.tableRows } = options;
  const server = options.mode === 'server';
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [expanded, setExpanded] = useState<ExpandedState>({});
  // Spec 000 section 4: a new search (clearing it too), filter or order starts again at page 0,
  // in server mode too. New client rows (after a delete) go back to page 0 by the table's own
  // autoResetPageIndex, so pass a stable `rows` array, not a new one each render.
  const backToFirstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId,
    state: { sorting, columnFilters, globalFilter, pagination, expanded },
    onSortingChange: (updater) => {
      setSorting(updater);
      backToFirstPage();
    },
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      backToFirstPage();
    },
    onGlobalFilterChange: (updater: string | ((old: string) => string)) => {
      setGlobalFilter(updater);
      backToFirstPage();
    },
    onPaginationChange: setPagination,
    onExpandedChange: setExpanded,
    getRowCanExpand: () => canExpand,
    manualPagination: server,
    manualSorting: server,
    manualFiltering: server,
    rowCount: options.mode === 'server' ? options.total : undefined,
  });

  const query = useMemo(
    () => toQuery(sorting, columnFilters, globalFilter, pagination),
    [sorting, columnFilters, globalFilter, pagination],
  );
  // An effect event, so a caller's inline callback does not re-send the same query each render.
  const reportQuery = useEffectEvent((next: DataTableQuery) => {
    if (options.mode === 'server') options.onQueryChange(next);
  });
  const previous = useRef<DataTableQuery>(undefined);
  const sent = useRef<string>(undefined);
  useEffect(() => {
    const typing = previous.current !== undefined && isTyping(previous.current, query);
    previous.current = query;
    const send = () => {
      // Typing a letter and taking it back before the pause asks for nothing new.
      const asked = JSON.stringify(query);
      if (asked === sent.current) return;
      sent.current = asked;
      reportQuery(query);
    };
    if (!typing) {
      send();
      return;
    }
    // A keystroke within the pause clears this timer and starts another: one query per pause.
    const timer = setTimeout(send, typingPause);
    return () => clearTimeout(timer);
  }, [query]);

  return { table, query };
}

export type DataTableInstance<Row extends RowData> = ReturnType<typeof useDataTable<Row>>['table'];
