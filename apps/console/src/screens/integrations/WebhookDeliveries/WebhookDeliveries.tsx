import { webhookCalls } from '@veritag/api';
import type { WebhookDelivery } from '@veritag/domain';
import { showToast } from '@veritag/ui';
import { navigationState, useRecordId } from '#app/app/navigation';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { ListTable, type RowActionDeclaration } from '#app/kit/list/ListTable';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { api } from '#app/session/api-client';
import { deliveryColumns } from './delivery-columns';
import * as styles from './WebhookDeliveries.css';

const title = 'Webhook Deliveries';

/** A delivery still on its way: the page is asked for again until it is delivered or failed. */
const isOnItsWay = (delivery: WebhookDelivery) =>
  delivery.state === 'pending' || delivery.state === 'retrying';

/**
 * Ours (decision 0455): one subscription's delivery log, a page at a time from the server, newest
 * first, refreshed while a delivery on the page is on its way. Resend sends one again with its
 * own `webhook-id`, whatever its state. Opened from a webhook's Deliveries (its id in the
 * navigation state); without one it returns to Webhooks.
 */
export default function WebhookDeliveries() {
  const id = useRecordId(paths.webhookList);
  if (id === undefined) return null;
  return <DeliveryLog id={id} url={navigationState<{ url: string }>().url} />;
}

function DeliveryLog({ id, url }: { id: number; url?: string }) {
  const list = useLiveServerList(webhookCalls.deliveries, isOnItsWay, undefined, { id });
  const resend = async (delivery: WebhookDelivery) => {
    try {
      await api.call(webhookCalls.resend, { params: { id, deliveryId: delivery.id } });
      showToast({
        tone: 'success',
        detail: `The ${delivery.type} event is sent again`,
        subject: 'webhook-deliveries',
      });
    } catch (error) {
      reportFailure(error);
    }
    list.reload();
  };
  const actions: RowActionDeclaration<WebhookDelivery>[] = [
    { label: 'Resend', call: webhookCalls.resend, onAction: (delivery) => void resend(delivery) },
  ];
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ label: 'Integrations' }, { label: 'Webhooks', route: paths.webhookList }]}
      />
      {url && <p className={styles.target}>Sent to {url}</p>}
      <ListTable
        caption={url ? `Deliveries to ${url}` : title}
        source={list}
        columns={deliveryColumns}
        getRowId={(delivery) => String(delivery.id)}
        describeRow={(delivery) => `${delivery.type} ${delivery.messageId}`}
        rowActions={actions}
        emptyMessage="Nothing was sent to this webhook yet"
        hideSearch
      />
    </>
  );
}

/** Who may open this screen: whoever the server lets read a subscription's deliveries (Integrations, level 1). */
export const access = webhookCalls.deliveries.access;
