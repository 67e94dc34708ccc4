import { auditActionLabels, formatListDateTime, type AuditEvent } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<AuditEvent>();

/**
 * The audit trail's columns (decision 0121): what, who, to whom, the detail, from where, and when.
 * The action shows as its label; the server filters and sorts it by that label too.
 */
export const auditColumns = column.columns([
  column.accessor('action', {
    header: 'Action',
    cell: (info) => auditActionLabels[info.getValue()],
  }),
  column.accessor('actor', { header: 'By' }),
  column.accessor('target', { header: 'User' }),
  column.accessor('detail', { header: 'Detail' }),
  column.accessor('address', { header: 'Address' }),
  column.accessor('createdDate', {
    header: 'Date',
    enableColumnFilter: false,
    cell: (info) => formatListDateTime(new Date(info.getValue())),
  }),
]);
