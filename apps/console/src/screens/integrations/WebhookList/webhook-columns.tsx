import { formatListDateTime, type Webhook, type WebhookState } from '@veritag/domain';
import { Badge, dataTableColumns, type BadgeTone } from '@veritag/ui';
import * as styles from './WebhookList.css';

const stateLooks: Record<WebhookState, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
};

/** Active, or Paused with the last failure that paused it (the receiver kept failing). */
function WebhookStateCell({ webhook }: { webhook: Webhook }) {
  const { label, tone } = stateLooks[webhook.state];
  return (
    <span className={styles.state}>
      <Badge tone={tone} data-state={webhook.state}>
        {label}
      </Badge>
      {webhook.state === 'paused' && webhook.pausedReason && (
        <span className={styles.reason}>{webhook.pausedReason}</span>
      )}
    </span>
  );
}

const column = dataTableColumns<Webhook>();

/**
 * Ours (decision 0455): where a subscription sends, which events, whether it is sending (a paused one
 * says why), who made it and when. The company's whole list, sorted and searched in the browser.
 */
export const webhookColumns = column.columns([
  column.accessor('url', {
    header: 'URL',
    meta: { priority: 1, minWidth: 200, role: 'title' },
  }),
  column.accessor((webhook) => webhook.events.join(', '), {
    id: 'events',
    header: 'Events',
    meta: { priority: 3, minWidth: 160 },
  }),
  column.accessor('state', {
    header: 'State',
    enableColumnFilter: false,
    cell: (info) => <WebhookStateCell webhook={info.row.original} />,
    meta: { priority: 2, minWidth: 110, role: 'status' },
  }),
  column.accessor('createdBy', { header: 'Made By', meta: { priority: 4, minWidth: 100 } }),
  column.accessor('createdAt', {
    header: 'Made',
    enableColumnFilter: false,
    cell: (info) => formatListDateTime(new Date(info.getValue())),
    meta: { priority: 5, minWidth: 140 },
  }),
]);
