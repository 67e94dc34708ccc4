import { labelProductionCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { go } from '#app/app/navigation';
import { productionColumns } from './production-columns';

/**
 * label_production_list, the menu's Label Production (spec 001 section 2; columns ours): every
 * production of the company, paged on the server, newest first, Edit per row (Label
 * Production level 2) to record more labels or close it. A production starts from its print
 * run (print data list, Label Production), so the list has no Add.
 */
const productionList = defineList({
  title: 'Label Production',
  trail: [{ label: 'Printing' }],
  call: labelProductionCalls.list,
  columns: productionColumns,
  getRowId: (row) => String(row.id),
  describeRow: (row) =>
    `production ${row.id} (${[row.client, row.productCode, `${row.month} ${row.year}`].filter(Boolean).join(', ')})`,
  rowActions: [
    {
      label: 'Edit',
      call: labelProductionCalls.update,
      onAction: (row) => go(paths.labelProductionEdit, { id: row.id }),
    },
  ],
});

/** Who may open this screen: whoever the server lets list productions (Label Production, level 1). */
export const access = labelProductionCalls.list.access;

export default function LabelProductionList() {
  return <ListScreen declaration={productionList} />;
}
