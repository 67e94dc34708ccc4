import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { breakpoints } from '../../tokens/media';
import * as styles from './DataTable.css';
import { DataTableBody, type RowAction } from './DataTableBody';
import { DataTableCards } from './DataTableCards';
import { DataTableHead } from './DataTableHead';
import { DataTablePager } from './DataTablePager';
import { FoldedFilters } from './FoldedFilters';
import { useDataTable, type DataTableShape, type DataTableSource } from './use-data-table';
import { useElementWidth } from './use-element-width';
import { useTableFit } from './use-table-fit';

export type DataTableProps<Row extends RowData> = DataTableSource<Row> &
  DataTableShape<Row> & {
    /** The table's accessible name, e.g. 'List of Companies'; the page's heading says it on screen. */
    caption: string;
    /** Per-row actions, in the order they read: the first two as buttons, the rest under More. */
    actions?: readonly RowAction<Row>[];
    /** When given, each row gets a 'Show details' button that opens this panel under it. */
    renderDetail?: (row: Row) => ReactNode;
    describeRow?: (row: Row) => string;
    isLoading?: boolean;
    /** A message that replaces the rows, e.g. the server's title. */
    error?: string;
    /** Shown when no row matches; some screens of the spec say 'NOT FOUND'. */
    emptyMessage?: string;
    /** Header buttons (Add, Download Sample Excel) shown beside the search box. */
    toolbar?: ReactNode;
    hideSearch?: boolean;
    /** Server mode: `total` is the server's estimate, not a count; the pager says "about". */
    totalIsEstimate?: boolean;
  };

/**
 * The design system's table: a real `<table>` with sortable headers, 'Contains' filters, a
 * 'Global Search' box, 10 rows a page and a pager, in client or lazy server mode. It fits the
 * width it is given (decision 0389): columns of lower priority fold into each row's details, and
 * below the spec's 640 px the rows become cards.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const {
    caption,
    actions = [],
    renderDetail,
    describeRow,
    isLoading = false,
    error,
    toolbar,
    hideSearch,
    totalIsEstimate = false,
  } = props;
  const { table } = useDataTable({ ...props, canExpand: true });
  const [rootRef, width] = useElementWidth<HTMLDivElement>();
  const isCards = width > 0 && width < breakpoints.mobile;
  const [setBox, fit] = useTableFit(table, width, {
    hasActions: actions.length > 0,
    hasOwnDetail: renderDetail !== undefined,
  });
  const emptyMessage = props.emptyMessage ?? 'No records found';
  // What the rows need, as table rows or as cards alike.
  const rowsProps = { table, actions, renderDetail, describeRow, isLoading, error, emptyMessage };
  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-slot="data-table"
      data-loading={isLoading || undefined}
      data-layout={isCards ? 'cards' : 'table'}
    >
      <div className={styles.toolbar}>
        {!hideSearch && (
          <SearchField
            className={styles.search}
            value={String(table.state.globalFilter ?? '')}
            onChange={(text) => table.setGlobalFilter(text)}
          >
            <Label className={styles.label}>Global Search</Label>
            <Input className={styles.input} />
          </SearchField>
        )}
        {toolbar && <div className={styles.toolbarActions}>{toolbar}</div>}
      </div>
      <FoldedFilters table={table} isShown={isCards ? noColumn : fit.isShown} />
      {isCards ? (
        <DataTableCards {...rowsProps} caption={caption} />
      ) : (
        <div ref={setBox} className={styles.scroller}>
          <table
            className={styles.table}
            aria-busy={isLoading || undefined}
            data-fitted={fit.widths ? true : undefined}
          >
            <caption className={styles.caption}>{caption}</caption>
            {fit.widths && (
              <colgroup>
                {fit.hasDetail && <col style={{ width: fit.widths.expander }} />}
                {fit.shown.map((id) => (
                  <col key={id} style={{ width: fit.widths?.columns[id] }} />
                ))}
                {actions.length > 0 && <col style={{ width: fit.widths.actions }} />}
              </colgroup>
            )}
            <DataTableHead
              table={table}
              hasDetail={fit.hasDetail}
              hasActions={actions.length > 0}
              isShown={fit.isShown}
            />
            <DataTableBody {...rowsProps} isShown={fit.isShown} hasDetail={fit.hasDetail} />
          </table>
        </div>
      )}
      <DataTablePager
        table={table}
        isLoading={isLoading}
        isDisabled={error !== undefined}
        isEstimate={totalIsEstimate}
      />
    </div>
  );
}

/** On a phone's cards no column is drawn as a column: every Contains box is above them. */
const noColumn = () => false;
