import type { RowData } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { CellContent } from './CellContent';
import * as styles from './DataTable.css';
import { FoldedFields } from './FoldedFields';
import { RowActions, type RowAction } from './RowActions';
import type { DataTableInstance } from './use-data-table';

export type { RowAction } from './RowActions';

/** What the rows need, drawn as table rows or as cards alike. */
export interface DataTableRowsProps<Row extends RowData> {
  table: DataTableInstance<Row>;
  actions: readonly RowAction<Row>[];
  renderDetail?: (row: Row) => ReactNode;
  /** Names a row in its buttons' labels ('Edit Acme'), so each button is told apart. */
  describeRow?: (row: Row) => string;
  isLoading: boolean;
  error?: string;
  emptyMessage: string;
}

export interface DataTableBodyProps<Row extends RowData> extends DataTableRowsProps<Row> {
  /** The columns drawn; the others show in the row's details. */
  isShown: (columnId: string) => boolean;
  /** Whether rows open details (their own panel, or columns folded away). */
  hasDetail: boolean;
}

/** The single row or card that says why there are no rows (loading, error, empty), if so. */
export function bodyState(
  isLoading: boolean,
  error: string | undefined,
  rowCount: number,
  emptyMessage: string,
) {
  // Loading is announced by the pager's status and the table's aria-busy; one status, not two.
  if (isLoading) return { tone: 'muted', role: undefined, text: 'Loading…' };
  if (error) return { tone: 'danger', role: 'alert', text: error };
  if (rowCount === 0) return { tone: 'muted', role: 'status', text: emptyMessage };
  return undefined;
}

/** The rows, or the single row saying why there are none (loading, error, empty). */
export function DataTableBody<Row extends RowData>(props: DataTableBodyProps<Row>) {
  const {
    table,
    actions,
    renderDetail,
    describeRow,
    isLoading,
    error,
    emptyMessage,
    isShown,
    hasDetail,
  } = props;
  const rows = table.getRowModel().rows;
  const shownCount = table.getAllLeafColumns().filter((column) => isShown(column.id)).length;
  const span = shownCount + (hasDetail ? 1 : 0) + (actions.length > 0 ? 1 : 0);
  const named = (label: string, row: Row) =>
    describeRow ? `${label} ${describeRow(row)}` : undefined;

  const state = bodyState(isLoading, error, rows.length, emptyMessage);
  if (state) {
    return (
      <tbody>
        <tr>
          <td className={styles.stateCell} colSpan={span} data-tone={state.tone} role={state.role}>
            {state.text}
          </td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody>
      {rows.map((row) => {
        const expanded = row.getIsExpanded();
        const cells = row.getAllCells();
        return (
          <Fragment key={row.id}>
            <tr className={styles.row} data-expanded={expanded || undefined}>
              {hasDetail && (
                <td className={styles.cell}>
                  <Button
                    size="sm"
                    variant="secondary"
                    data-slot="row-expander"
                    aria-expanded={expanded}
                    aria-label={named(expanded ? 'Hide details' : 'Show details', row.original)}
                    onPress={() => row.toggleExpanded()}
                  >
                    {expanded ? 'Hide details' : 'Show details'}
                  </Button>
                </td>
              )}
              {cells
                .filter((cell) => isShown(cell.column.id))
                .map((cell) => (
                  <td key={cell.id} className={styles.cell}>
                    <CellContent cell={cell} />
                  </td>
                ))}
              {actions.length > 0 && (
                <td className={styles.cell}>
                  <RowActions row={row.original} actions={actions} describeRow={describeRow} />
                </td>
              )}
            </tr>
            {expanded && hasDetail && (
              <tr>
                <td className={styles.detailCell} colSpan={span}>
                  <FoldedFields cells={cells.filter((cell) => !isShown(cell.column.id))} />
                  {renderDetail?.(row.original)}
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </tbody>
  );
}
