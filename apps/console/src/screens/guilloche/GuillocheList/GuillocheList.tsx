import { guillocheCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { guillocheColumns } from './guilloche-columns';

/** Spec 000 section 2.9: the Color column, Global Search, Add, and Edit and Delete per row. */
const guillocheList = defineList({
  title: 'Guilloche Images',
  trail: [{ label: 'Master' }],
  call: guillocheCalls.list,
  columns: guillocheColumns,
  getRowId: (image) => String(image.id),
  describeRow: (image) => `the ${image.color} guilloche image`,
  headerActions: [{ label: 'Add', call: guillocheCalls.create, to: paths.guillocheAdd }],
  rowActions: [
    {
      label: 'Edit',
      call: guillocheCalls.update,
      onAction: (image) => go(paths.guillocheEdit, { id: image.id }),
    },
  ],
  remove: { call: guillocheCalls.remove, idOf: (image) => image.id },
});

/** Who may open this screen: whoever the server lets make its list call. */
export const access = guillocheCalls.list.access;

export default function GuillocheList() {
  return <ListScreen declaration={guillocheList} />;
}
