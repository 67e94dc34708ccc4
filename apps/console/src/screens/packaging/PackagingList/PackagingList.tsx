import { packagingCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { packagingColumns } from './packaging-columns';

/**
 * Spec 002 section 2: the packaging list with Add, and Edit and Delete per row; the kit's
 * delete asks "Are you sure?" first, as the spec wants for packaging.
 */
const packagingList = defineList({
  title: 'Packaging',
  trail: [{ label: 'Master' }],
  call: packagingCalls.list,
  columns: packagingColumns,
  getRowId: (packaging) => String(packaging.id),
  describeRow: (packaging) => packaging.name,
  headerActions: [{ label: 'Add', call: packagingCalls.create, to: paths.packagingAdd }],
  rowActions: [
    {
      label: 'Edit',
      call: packagingCalls.update,
      onAction: (packaging) => go(paths.packagingEdit, { id: packaging.id }),
    },
  ],
  remove: { call: packagingCalls.remove, idOf: (packaging) => packaging.id },
});

/** Who may open this screen: whoever the server lets make its list call. */
export const access = packagingCalls.list.access;

export default function PackagingList() {
  return <ListScreen declaration={packagingList} />;
}
