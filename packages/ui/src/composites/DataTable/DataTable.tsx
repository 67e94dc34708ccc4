import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import * as styles from './DataTable.css';
import { DataTableBody, type RowAction } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { DataTablePager } from './DataTablePager';
import { useDataTable, type DataTableShape, type DataTableSource } from './use-data-table';

export type DataTableProps<Row extends RowData> = DataTableSource<Row> & DataTableShape<Row> & {
  /** The table's caption, e.g. 'List of Companies'. */
  caption: string;
  /** Per-row buttons, each gated by its own predicate. */
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
 * 'Global Search' box, 10 rows a page and a pager, in client or lazy server mode.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { caption, actions = [], renderDetail, describeRow, isLoading = false, error, toolbar, hideSearch, totalIsEstimate = false } = props;
  const { table } = useDataTable({ ...props, canExpand: renderDetail !== undefined });
  return (
    <div className={styles.root} data-slot="data-table" data-loading={isLoading || undefined}>
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
        {toolbar}
      </div>
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={isLoading || undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <DataTableHead table={table} hasDetail={renderDetail !== undefined} hasActions={actions.length > 0} />
          <DataTableBody
            table={table}
            actions={actions}
            renderDetail={renderDetail}
            describeRow={describeRow}
            isLoading={isLoading}
            error={error}
            emptyMessage={props.emptyMessage ?? 'No records found'}
          />
        </table>
      </div>
      <DataTablePager table={table} isLoading={isLoading} isDisabled={error !== undefined} isEstimate={totalIsEstimate} />
    </div>
  );
}
