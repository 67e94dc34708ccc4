import type { Template } from '@veritag/domain';
import { Badge, dataTableColumns, statusTones, type BadgeTone } from '@veritag/ui';

const column = dataTableColumns<Template>();
const toneOf = (status: string): BadgeTone =>
  statusTones[status as keyof typeof statusTones] ?? 'neutral';

/** Spec 001 section 2, 'List of template': description and status. */
export const templateColumns = column.columns([
  column.accessor('description', { header: 'Description' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge tone={toneOf(info.getValue())}>{info.getValue()}</Badge>,
  }),
]);
