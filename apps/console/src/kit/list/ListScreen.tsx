import { useState, type ReactNode } from 'react';
import type { DataTableColumns } from '@veritag/ui';
import { PageHeader, type Crumb } from '#app/app/PageHeader';
import { useAllowed } from '#app/kit/access/use-allowed';
import { DeleteConfirmation, type DeleteDeclaration } from './DeleteConfirmation';
import { ListTable, type HeaderAction, type RowActionDeclaration } from './ListTable';
import { useLiveServerList } from './use-live-server-list';
import type { PagedCall, RowOf } from './use-server-list';

export type { HeaderAction, RowActionDeclaration } from './ListTable';

/**
 * Everything a list screen is: its title and breadcrumb, the call that pages it on the
 * server, its columns (with their Contains filters, sort keys, priorities and minimum widths),
 * its buttons with the calls whose rules show them, and an optional delete with its confirmation.
 */
export interface ListDeclaration<C extends PagedCall> {
  title: string;
  trail: readonly Crumb[];
  call: C;
  /** Query fields every request carries (e.g. `type: 'Customer'`). */
  fixedQuery?: Record<string, unknown>;
  /** Live refresh: while a row on the page is running a job, the page is asked for again. */
  isRunning?: (row: RowOf<C>) => boolean;
  columns: DataTableColumns<RowOf<C>>;
  getRowId: (row: RowOf<C>) => string;
  /** Names a row in its buttons' labels and in the delete question. */
  describeRow: (row: RowOf<C>) => string;
  headerActions?: readonly HeaderAction[];
  rowActions?: readonly RowActionDeclaration<RowOf<C>>[];
  remove?: DeleteDeclaration<RowOf<C>>;
  emptyMessage?: string;
  /** Expandable rows: what a row's Show details opens under it. */
  renderDetail?: (row: RowOf<C>) => ReactNode;
  hideSearch?: boolean;
}

export const defineList = <C extends PagedCall>(declaration: ListDeclaration<C>) => declaration;

/** A list screen's rows, for a screen whose actions or dialogs reload them (see useLiveServerList). */
export type ListRows<C extends PagedCall> = ReturnType<typeof useLiveServerList<C>>;

/**
 * Renders a declared list: loading, empty, failed and refused states come with it. A screen
 * whose row actions or dialogs must reload the page passes the `list` it made with
 * useLiveServerList; its dialogs go in `children`.
 */
export function ListScreen<C extends PagedCall>({
  declaration,
  list,
  children,
}: {
  declaration: ListDeclaration<C>;
  list?: ListRows<C>;
  children?: ReactNode;
}) {
  const { title, trail, call, fixedQuery, isRunning, remove, describeRow } = declaration;
  const allowed = useAllowed();
  // Asked for only when its table asks, so an unused one (a `list` was given) costs no request.
  const own = useLiveServerList(call, isRunning, fixedQuery);
  const source = list ?? own;
  const [deleting, setDeleting] = useState<RowOf<C> | null>(null);
  // Spec 000 section 4: after a delete the list reloads from page 0; a new table asks for it.
  const [generation, setGeneration] = useState(0);
  const rowActions: RowActionDeclaration<RowOf<C>>[] = [
    ...(declaration.rowActions ?? []),
    ...(remove && allowed(remove.call)
      ? [{ label: 'Delete', call: remove.call, variant: 'danger' as const, onAction: setDeleting }]
      : []),
  ];
  return (
    <>
      <PageHeader title={title} trail={trail} />
      <ListTable
        key={generation}
        caption={title}
        source={source}
        columns={declaration.columns}
        getRowId={declaration.getRowId}
        describeRow={describeRow}
        headerActions={declaration.headerActions}
        rowActions={rowActions}
        emptyMessage={declaration.emptyMessage}
        renderDetail={declaration.renderDetail}
        hideSearch={declaration.hideSearch}
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
      {children}
    </>
  );
}
