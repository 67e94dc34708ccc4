import type { Template } from '@veritag/domain';
import { Badge, dataTableColumns, statusTones, type BadgeTone } from '@veritag/ui';
import { StatusSwitch } from './StatusSwitch';

const column = dataTableColumns<Template>();
const toneOf = (status: string): BadgeTone =>
  statusTones[status as keyof typeof statusTones] ?? 'neutral';

/**
 * Spec 001 section 2: customer name, company name, description, status, and the switch. The
 * company is the one the template belongs to (the super admin sees every company's requests).
 * `templates/pending` pages and sorts on the server (by description, status or date) but has
 * no search, so no column offers a Contains box, and the two names do not sort.
 */
export const requestColumns = (onChanged: (template: Template) => void) =>
  column.columns([
    column.accessor((template) => template.customer?.companyName ?? '', {
      id: 'customer',
      header: 'Customer Name',
      enableSorting: false,
      enableColumnFilter: false,
    }),
    column.accessor((template) => template.company?.name ?? '', {
      id: 'company',
      header: 'Company Name',
      enableSorting: false,
      enableColumnFilter: false,
    }),
    column.accessor('description', { header: 'Description', enableColumnFilter: false }),
    column.accessor('status', {
      header: 'Status',
      enableColumnFilter: false,
      cell: (info) => <Badge tone={toneOf(info.getValue())}>{info.getValue()}</Badge>,
    }),
    column.display({
      id: 'change',
      header: 'Change Status',
      cell: (info) => <StatusSwitch template={info.row.original} onChanged={onChanged} />,
    }),
  ]);
