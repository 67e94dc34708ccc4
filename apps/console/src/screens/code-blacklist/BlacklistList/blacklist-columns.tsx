import { blacklistReasonLabels, formatListDateTime, type BlacklistEntry } from '@veritag/domain';
import { Badge, dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<BlacklistEntry>();

/**
 * Ours (issue 18): the code, why and by whom it was blacklisted, when, and whether it is
 * blacklisted still. The reason is searched by its words on the server; no Contains box on
 * the date (the server would match its stored form, not the one shown) or on the status
 * (the screen's Active filter is the server's `active`).
 */
export const blacklistColumns = column.columns([
  column.accessor('code', { header: 'Code' }),
  column.accessor('reason', { header: 'Reason', cell: (info) => blacklistReasonLabels[info.getValue()] }),
  column.accessor((entry) => entry.note ?? '', { id: 'note', header: 'Note' }),
  column.accessor((entry) => entry.blacklistedBy ?? 'Platform', { id: 'blacklistedBy', header: 'By' }),
  column.accessor('blacklistedAt', { id: 'createdDate', header: 'When', enableColumnFilter: false, cell: (info) => formatListDateTime(new Date(info.getValue())) }),
  column.accessor('active', {
    header: 'Status',
    enableColumnFilter: false,
    enableSorting: false,
    cell: (info) => (info.getValue() ? <Badge tone="danger">Active</Badge> : <Badge tone="neutral">Reactivated</Badge>),
  }),
]);
