import {
  formatListDateTime,
  webhookEventLabels,
  type WebhookDelivery,
  type WebhookDeliveryState,
} from '@veritag/domain';
import { Badge, dataTableColumns, type BadgeTone } from '@veritag/ui';

const stateLooks: Record<WebhookDeliveryState, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  retrying: { label: 'Retrying', tone: 'warning' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const when = (iso: string | null) => (iso === null ? '' : formatListDateTime(new Date(iso)));

const column = dataTableColumns<WebhookDelivery>();

/**
 * Ours (decision 0455): one delivery per row, newest first as the server pages them: the event, where
 * it stands (as `data-state`), how many attempts, what the receiver last answered or why it gave
 * no answer, when it is tried next and when it arrived. Neither sorted nor searched: the server
 * pages them by when they were made, and that is the order that matters.
 */
export const deliveryColumns = column.columns([
  column.accessor('type', {
    header: 'Event',
    enableColumnFilter: false,
    enableSorting: false,
    cell: (info) => <span title={webhookEventLabels[info.getValue()]}>{info.getValue()}</span>,
    meta: { priority: 1, minWidth: 140, role: 'title' },
  }),
  column.accessor('state', {
    header: 'State',
    enableColumnFilter: false,
    enableSorting: false,
    cell: (info) => {
      const state = info.getValue();
      return (
        <Badge tone={stateLooks[state].tone} data-state={state}>
          {stateLooks[state].label}
        </Badge>
      );
    },
    meta: { priority: 2, minWidth: 100, role: 'status' },
  }),
  column.accessor('attempts', {
    header: 'Attempts',
    enableColumnFilter: false,
    enableSorting: false,
    meta: { priority: 3, minWidth: 80 },
  }),
  column.accessor((delivery) => delivery.lastStatus ?? '', {
    id: 'lastStatus',
    header: 'Last Status',
    enableColumnFilter: false,
    enableSorting: false,
    cell: (info) => info.row.original.lastStatus ?? (info.row.original.attempts > 0 ? 'None' : ''),
    meta: { priority: 4, minWidth: 90 },
  }),
  column.accessor((delivery) => delivery.lastError ?? '', {
    id: 'lastError',
    header: 'Last Error',
    enableColumnFilter: false,
    enableSorting: false,
    meta: { priority: 6, minWidth: 160 },
  }),
  column.accessor((delivery) => delivery.nextAttemptAt ?? '', {
    id: 'nextAttemptAt',
    header: 'Next Attempt',
    enableColumnFilter: false,
    enableSorting: false,
    cell: (info) => when(info.row.original.nextAttemptAt),
    meta: { priority: 7, minWidth: 140 },
  }),
  column.accessor((delivery) => delivery.deliveredAt ?? '', {
    id: 'deliveredAt',
    header: 'Delivered',
    enableColumnFilter: false,
    enableSorting: false,
    cell: (info) => when(info.row.original.deliveredAt),
    meta: { priority: 5, minWidth: 140 },
  }),
  column.accessor('createdAt', {
    header: 'Made',
    enableColumnFilter: false,
    enableSorting: false,
    cell: (info) => when(info.getValue()),
    meta: { priority: 8, minWidth: 140 },
  }),
]);
