import {
  columnFilteringFeature,
  createColumnHelper,
  createExpandedRowModel,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  metaHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/**
 * How a column behaves when room is short (decision 0389). `priority` 1 is kept longest; a column
 * without one ranks after every column with one, in its declared order. `minWidth` (px) is the
 * narrowest it may be drawn before it folds into the row's details. `role` marks the column a
 * phone's card shows as its title or its status.
 */
export interface DataTableColumnMeta {
  priority?: number;
  minWidth?: number;
  role?: 'title' | 'status';
}

/**
 * The one feature set every Veritag table registers, once, at module level (TanStack Table 9
 * wants it stable). Row models run in client mode; server mode turns them off with the
 * `manual*` options, so one set serves both.
 */
export const dataTableFeatures = tableFeatures({
  columnMeta: metaHelper<DataTableColumnMeta>(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
export type DataTableFeatures = typeof dataTableFeatures;

/** What a DataTable takes as `columns`: build it with `dataTableColumns<Row>()` at module level. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type DataTableColumns<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>[];

/**
 * The typed column helper for one row type. Call it at module level, never in a render:
 *
 *   const column = dataTableColumns<Company>();
 *   export const companyColumns = column.columns([column.accessor('name', { header: 'Name' })]);
 *
 * Every accessor column sorts and gets a 'Contains' filter unless its definition says
 * `enableSorting: false` or `enableColumnFilter: false`.
 */
export const dataTableColumns = <Row extends RowData>() =>
  createColumnHelper<DataTableFeatures, Row>();
