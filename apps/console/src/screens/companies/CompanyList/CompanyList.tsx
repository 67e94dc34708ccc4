import { companyCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { companyColumns } from './company-columns';

/** Spec 000 section 2.7: "List of Companies" with Global Search, Add, Edit and Delete. */
const companyList = defineList({
  title: 'Company',
  trail: [{ label: 'Company Master' }],
  call: companyCalls.list,
  columns: companyColumns,
  getRowId: (company) => String(company.id),
  describeRow: (company) => company.name,
  headerActions: [{ label: 'Add', call: companyCalls.create, to: paths.companyAdd }],
  rowActions: [
    {
      label: 'Edit',
      call: companyCalls.update,
      onAction: (company) => go(paths.companyEdit, { id: company.id }),
    },
  ],
  // Deleting a company ignores a failure (spec 000 section 4).
  remove: { call: companyCalls.remove, idOf: (company) => company.id, onFailure: 'ignore' },
});

/** Who may open this screen: whoever the server lets make its list call. */
export const access = companyCalls.list.access;

export default function CompanyList() {
  return <ListScreen declaration={companyList} />;
}
