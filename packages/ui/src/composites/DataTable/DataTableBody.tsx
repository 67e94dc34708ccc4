import type { RowData } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import * as styles from './DataTable.css';
import type { DataTableInstance } from './use-data-table';

/** One button per row; `isShown` gates it by the row (e.g. hidden while the status is RUNNING). */
export interface RowAction<Row> {
  label: string;
  onAction: (row: Row) => void;
  isShown?: (row: Row) => boolean;
  variant?: 'primary' | 'secondary' | 'danger';
}

export interface DataTableBodyProps<Row extends RowData> {
  table: DataTableInstance<Row>;
  actions: readonly RowAction<Row>[];
  renderDetail?: (row: Row) => ReactNode;
  /** Names a row in its buttons' labels ('Edit Acme'), so each button is told apart. */
  describeRow?: (row: Row) => string;
  isLoading: boolean;
  error?: string;
  emptyMessage: string;
}

/** The rows, or the single row saying why there are none (loading, error, empty). */
export function DataTableBody<Row extends RowData>(props: DataTableBodyProps<Row>) {
  const { table, actions, renderDetail, describeRow, isLoading, error, emptyMessage } = props;
  const rows = table.getRowModel().rows;
  const span = table.getAllLeafColumns().length + (renderDetail ? 1 : 0) + (actions.length > 0 ? 1 : 0);
  const named = (label: string, row: Row) => (describeRow ? `${label} ${describeRow(row)}` : undefined);

  // Loading is announced by the pager's status and the table's aria-busy; one status, not two.
  const state = isLoading
    ? { tone: 'muted', role: undefined, text: 'Loading…' }
    : error
      ? { tone: 'danger', role: 'alert', text: error }
      : rows.length === 0
        ? { tone: 'muted', role: 'status', text: emptyMessage }
        : undefined;
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
        const shownActions = actions.filter((action) => action.isShown?.(row.original) ?? true);
        return (
          <Fragment key={row.id}>
            <tr className={styles.row} data-expanded={expanded || undefined}>
              {renderDetail && (
                <td className={`${styles.cell} ${styles.fitContent}`}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-expanded={expanded}
                    aria-label={named(expanded ? 'Hide details' : 'Show details', row.original)}
                    onPress={() => row.toggleExpanded()}
                  >
                    {expanded ? 'Hide details' : 'Show details'}
                  </Button>
                </td>
              )}
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={styles.cell}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
              {actions.length > 0 && (
                <td className={`${styles.cell} ${styles.fitContent}`}>
                  <div className={styles.actions}>
                    {shownActions.map((action) => (
                      <Button
                        key={action.label}
                        size="sm"
                        variant={action.variant ?? 'secondary'}
                        aria-label={named(action.label, row.original)}
                        onPress={() => action.onAction(row.original)}
                      >
                        {action.label}
                      </Button>
                    ))}
                  </div>
                </td>
              )}
            </tr>
            {expanded && renderDetail && (
              <tr>
                <td className={styles.detailCell} colSpan={span}>
                  {renderDetail(row.original)}
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </tbody>
  );
}
