import type { Company } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<Company>();

/** Spec 000 section 2.7: the Name column, sortable and filterable. */
export const companyColumns = column.columns([column.accessor('name', { header: 'Name' })]);
