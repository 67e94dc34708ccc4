import type { ReactNode } from 'react';
import {
  Button,
  DataTable,
  type DataTableColumns,
  type DataTableQuery,
  type RowAction,
} from '@veritag/ui';
import type { Route } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { useAllowed, type AccessSource } from '#app/kit/access/use-allowed';

/** A header button (Add, Download Sample Excel), shown when its call's rule allows it. */
export interface HeaderAction {
  label: string;
  call: AccessSource;
  /** Where it leads, or what it does. */
  to?: Route;
  onPress?: () => void;
  /** The view's one primary action (decision 0390); without one marked, the first shown is. */
  isPrimary?: boolean;
  /** A further condition besides the call's rule (e.g. company admins only). */
  isHidden?: boolean;
}

/**
 * A row action, shown when its call's rule allows it and, if given, `isShown` for the row.
 * `disabledReason` keeps it in sight but refused, saying why (e.g. a second privilege the
 * server asks). `variant: 'danger'` marks a destructive one, drawn quiet and placed last.
 */
export interface RowActionDeclaration<Row> extends RowAction<Row> {
  call: AccessSource;
}

/** Where a list's rows come from: a page at a time from the server, or all at once. */
export type ListSource<Row> = {
  rows: Row[];
  isLoading: boolean;
  error?: string;
} & (
  | {
      mode: 'server';
      total: number;
      totalIsEstimate?: boolean;
      onQueryChange: (query: DataTableQuery) => void;
    }
  | { mode: 'client' }
);

export interface ListTableProps<Row extends Record<string, unknown>> {
  /** The table's accessible name; the page's heading shows the title. */
  caption: string;
  source: ListSource<Row>;
  columns: DataTableColumns<Row>;
  getRowId: (row: Row) => string;
  describeRow: (row: Row) => string;
  headerActions?: readonly HeaderAction[];
  rowActions?: readonly RowActionDeclaration<Row>[];
  emptyMessage?: string;
  renderDetail?: (row: Row) => ReactNode;
  hideSearch?: boolean;
  pageSize?: number;
}

/** The place of an action in every list's one order: View, Edit, the row's own, Delete last. */
const rankOf = (action: { label: string; variant?: string }) =>
  action.variant === 'danger' ? 3 : action.label === 'View' ? 0 : action.label === 'Edit' ? 1 : 2;

/**
 * A list's row actions in the one order of every list (decision 0390); the sort is stable, so own
 * actions keep theirs.
 */
export const inListOrder = <A extends { label: string; variant?: string }>(
  actions: readonly A[],
): A[] => [...actions].sort((a, b) => rankOf(a) - rankOf(b));

/**
 * The one table of the console's lists: every list screen draws its rows through it, so each
 * fits its width, folds what does not fit, becomes cards on a phone, and offers its actions in
 * one order, each shown by the rule the server enforces on its call.
 */
export function ListTable<Row extends Record<string, unknown>>(props: ListTableProps<Row>) {
  const {
    caption,
    source,
    columns,
    getRowId,
    describeRow,
    headerActions = [],
    rowActions = [],
  } = props;
  const allowed = useAllowed();
  const actions = inListOrder(rowActions.filter((action) => allowed(action.call)));
  const shownHeader = headerActions.filter((action) => !action.isHidden && allowed(action.call));
  const primary = shownHeader.find((action) => action.isPrimary) ?? shownHeader[0];
  const toolbar = shownHeader.map((action) => (
    <Button
      key={action.label}
      variant={action === primary ? 'primary' : 'secondary'}
      onPress={() => (action.to ? go(action.to) : action.onPress?.())}
    >
      {action.label}
    </Button>
  ));
  const shared = {
    caption,
    columns,
    getRowId,
    describeRow,
    isLoading: source.isLoading,
    error: source.error,
    emptyMessage: props.emptyMessage,
    toolbar: toolbar.length > 0 ? toolbar : undefined,
    actions,
    renderDetail: props.renderDetail,
    hideSearch: props.hideSearch,
    pageSize: props.pageSize,
  };
  return source.mode === 'server' ? (
    <DataTable
      {...shared}
      mode="server"
      rows={source.rows}
      total={source.total}
      totalIsEstimate={source.totalIsEstimate}
      onQueryChange={source.onQueryChange}
    />
  ) : (
    <DataTable {...shared} rows={source.rows} />
  );
}
