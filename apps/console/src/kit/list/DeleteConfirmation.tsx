import { notices } from '@veritag/domain';
import type { ServedCall } from '@veritag/api';
import { ConfirmDialog, showToast } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { api } from '#app/session/api-client';

/** A list's delete: the call (`DELETE .../:id`), the record's id, and what a failure shows. */
export interface DeleteDeclaration<Row> {
  call: ServedCall & { readonly method: 'DELETE' };
  idOf: (row: Row) => number;
  /** Spec 000 section 4: some deletes (a company) ignore a failure silently. */
  onFailure?: 'report' | 'ignore';
}

/** "Are you sure?" naming the row; Yes deletes, says so, and the list starts again at page 0. */
export function DeleteConfirmation<Row>(props: {
  item: Row | null;
  declaration: DeleteDeclaration<Row>;
  describeRow: (row: Row) => string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { item, declaration, describeRow, onClose, onDeleted } = props;
  const confirm = async (row: Row) => {
    try {
      await api.call(declaration.call, { params: { id: declaration.idOf(row) } });
      showToast({
        tone: 'success',
        detail: `${describeRow(row)}: ${notices.deleted}`,
        subject: 'delete',
      });
    } catch (error) {
      if (declaration.onFailure !== 'ignore') reportFailure(error);
    }
    onDeleted();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      description={item ? `Delete ${describeRow(item)}?` : undefined}
      onConfirm={async () => {
        if (item) await confirm(item);
        onClose();
      }}
    />
  );
}
