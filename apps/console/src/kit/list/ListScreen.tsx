import { useState, type ReactNode } from 'react';
import type { Route } from '@veritag/domain';
import { Button, DataTable, type DataTableColumns } from '@veritag/ui';
import { PageHeader, type Crumb } from '#app/app/PageHeader';
import { go } from '#app/routing/navigation';
import { useAllowed, type AccessSource } from '#app/kit/access/use-allowed';
import { DeleteConfirmation, type DeleteDeclaration } from './DeleteConfirmation';
import { useServerList, type PagedCall, type RowOf } from './use-server-list';

/** A header button (Add, Download Sample Excel), shown when its call's rule allows it. */
export interface HeaderAction {
  label: string;
  call: AccessSource;
  /** Where it leads, or what it does. */
  to?: Route;
  onPress?: () => void;
}

/** A row button, shown when its call's rule allows it and, if given, `isShown` for the row. */
export interface RowActionDeclaration<Row> {
  label: string;
  call: AccessSource;
  onAction: (row: Row) => void;
  isShown?: (row: Row) => boolean;
  variant?: 'primary' | 'secondary' | 'danger';
}

/**
 * Everything a list screen is: its title and breadcrumb, the call that pages it on the
 * server, its columns (with their Contains filters and sort keys), its buttons with the
 * calls whose rules show them, and an optional delete with its confirmation.
 */
export interface ListDeclaration<C extends PagedCall> {
  title: string;
  trail: readonly Crumb[];
  call: C;
  /** Query fields every request carries (e.g. `type: 'Customer'`). */
  fixedQuery?: Record<string, unknown>;
  columns: DataTableColumns<RowOf<C>>;
  getRowId: (row: RowOf<C>) => string;
  /** Names a row in its buttons' labels and in the delete question. */
  describeRow: (row: RowOf<C>) => string;
  headerActions?: readonly HeaderAction[];
  rowActions?: readonly RowActionDeclaration<RowOf<C>>[];
  remove?: DeleteDeclaration<RowOf<C>>;
  emptyMessage?: string;
  renderDetail?: (row: RowOf<C>) => ReactNode;
}

export const defineList = <C extends PagedCall>(declaration: ListDeclaration<C>) => declaration;

/** Renders a declared list: loading, empty, failed and refused states come with it. */
export function ListScreen<C extends PagedCall>({ declaration }: { declaration: ListDeclaration<C> }) {
  const { title, trail, call, fixedQuery, columns, getRowId, describeRow, headerActions = [], rowActions = [], remove } = declaration;
  const allowed = useAllowed();
  const list = useServerList(call, fixedQuery);
  const [deleting, setDeleting] = useState<RowOf<C> | null>(null);
  // Spec 000 section 4: after a delete the list reloads from page 0; a new table asks for it.
  const [generation, setGeneration] = useState(0);

  const actions = [
    ...rowActions.filter((action) => allowed(action.call)),
    ...(remove && allowed(remove.call) ? [{ label: 'Delete', call: remove.call, variant: 'danger' as const, onAction: setDeleting }] : []),
  ];
  const toolbar = headerActions
    .filter((action) => allowed(action.call))
    .map((action) => (
      <Button key={action.label} onPress={() => (action.to ? go(action.to) : action.onPress?.())}>
        {action.label}
      </Button>
    ));
  const ready = list.state.status === 'ready' ? list.state.page : undefined;
  return (
    <>
      <PageHeader title={title} trail={trail} />
      <DataTable
        key={generation}
        mode="server"
        caption={title}
        columns={columns}
        rows={ready?.content ?? noRows}
        total={ready?.totalElements ?? 0}
        totalIsEstimate={ready?.totalExact === false}
        onQueryChange={list.load}
        getRowId={getRowId}
        describeRow={describeRow}
        isLoading={list.state.status === 'loading'}
        error={list.state.status === 'failed' ? list.state.message : undefined}
        emptyMessage={declaration.emptyMessage}
        toolbar={toolbar.length > 0 ? toolbar : undefined}
        actions={actions}
        renderDetail={declaration.renderDetail}
      />
      {remove && (
        <DeleteConfirmation
          item={deleting}
          declaration={remove}
          describeRow={describeRow}
          onClose={() => setDeleting(null)}
          onDeleted={() => setGeneration((n) => n + 1)}
        />
      )}
    </>
  );
}

// One empty array for every render, so the table does not see new rows each time.
const noRows: never[] = [];
