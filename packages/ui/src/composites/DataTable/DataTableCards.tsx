import type { RowData } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { CellContent } from './CellContent';
import { bodyState, type DataTableRowsProps } from './DataTableBody';
import * as styles from './DataTableCards.css';
import { FoldedFields } from './FoldedFields';
import { RowActions } from './RowActions';
import type { DataTableInstance } from './use-data-table';

export interface DataTableCardsProps<Row extends RowData> extends DataTableRowsProps<Row> {
  caption: string;
  /** How many fields a card shows besides its title and status; the rest are in its details. */
  keyFieldCount?: number;
}

/**
 * The list on a phone (below the spec's 640 px): one card a row with its title field, its key
 * fields (the columns of highest priority), its status and its actions, all within the width
 * of the screen. The other fields open under Show details.
 */
export function DataTableCards<Row extends RowData>(props: DataTableCardsProps<Row>) {
  const {
    table,
    caption,
    actions,
    renderDetail,
    describeRow,
    isLoading,
    error,
    emptyMessage,
    keyFieldCount = 3,
  } = props;
  const rows = table.getRowModel().rows;
  const state = bodyState(isLoading, error, rows.length, emptyMessage);
  if (state) {
    return (
      <p
        className={styles.state}
        data-tone={state.tone}
        role={state.role}
        aria-busy={isLoading || undefined}
      >
        {state.text}
      </p>
    );
  }
  const columns = table.getAllLeafColumns();
  const titleId =
    columns.find((column) => column.columnDef.meta?.role === 'title')?.id ?? columns[0]?.id;
  const statusId = columns.find((column) => column.columnDef.meta?.role === 'status')?.id;
  const ranked = columns
    .filter((column) => column.id !== titleId && column.id !== statusId)
    .map((column, index) => ({
      id: column.id,
      rank: column.columnDef.meta?.priority ?? Infinity,
      index,
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  const keyIds = new Set(ranked.slice(0, keyFieldCount).map((column) => column.id));
  return (
    <ul className={styles.list} aria-label={caption} data-slot="data-table-cards">
      {rows.map((row) => (
        <RowCard
          key={row.id}
          title={row.getAllCells().find((cell) => cell.column.id === titleId)}
          status={row.getAllCells().find((cell) => cell.column.id === statusId)}
          keyCells={row.getAllCells().filter((cell) => keyIds.has(cell.column.id))}
          otherCells={row
            .getAllCells()
            .filter(
              (cell) =>
                cell.column.id !== titleId &&
                cell.column.id !== statusId &&
                !keyIds.has(cell.column.id),
            )}
          isExpanded={row.getIsExpanded()}
          onToggle={() => row.toggleExpanded()}
          detail={renderDetail?.(row.original)}
          actions={<RowActions row={row.original} actions={actions} describeRow={describeRow} />}
          label={describeRow?.(row.original)}
          hasActions={actions.length > 0}
        />
      ))}
    </ul>
  );
}

type CardCell<Row extends RowData> = ReturnType<
  ReturnType<DataTableInstance<Row>['getRowModel']>['rows'][number]['getAllCells']
>[number];

function RowCard<Row extends RowData>(props: {
  title?: CardCell<Row>;
  status?: CardCell<Row>;
  keyCells: CardCell<Row>[];
  otherCells: CardCell<Row>[];
  isExpanded: boolean;
  onToggle: () => void;
  detail: ReactNode;
  actions: ReactNode;
  label?: string;
  hasActions: boolean;
}) {
  const {
    title,
    status,
    keyCells,
    otherCells,
    isExpanded,
    onToggle,
    detail,
    actions,
    label,
    hasActions,
  } = props;
  const headingId = useId();
  const hasMore = otherCells.length > 0 || detail !== undefined;
  return (
    <li
      className={styles.card}
      data-slot="data-table-card"
      data-expanded={isExpanded || undefined}
      aria-labelledby={headingId}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title ? <CellContent cell={title} /> : label}
        </h2>
        {status && (
          <div className={styles.status}>
            <CellContent cell={status} />
          </div>
        )}
      </div>
      <FoldedFields cells={keyCells} />
      {hasMore && (
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={isExpanded}
          aria-label={label ? `${isExpanded ? 'Hide' : 'Show'} details ${label}` : undefined}
          onPress={onToggle}
        >
          {isExpanded ? 'Hide details' : 'Show details'}
        </Button>
      )}
      {isExpanded && (
        <div className={styles.detail}>
          <FoldedFields cells={otherCells} />
          {detail}
        </div>
      )}
      {hasActions && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}
