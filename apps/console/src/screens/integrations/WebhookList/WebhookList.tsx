import { useState } from 'react';
import { webhookCalls } from '@veritag/api';
import type { Webhook, WebhookCreated } from '@veritag/domain';
import { ConfirmDialog, showToast } from '@veritag/ui';
import { go } from '#app/app/navigation';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { ShownOnceDialog, type ShownOnce } from '#app/kit/dialog/ShownOnceDialog';
import { ListTable, type RowActionDeclaration } from '#app/kit/list/ListTable';
import { api } from '#app/session/api-client';
import { NewWebhookDialog } from './NewWebhookDialog';
import { webhookColumns } from './webhook-columns';

const title = 'Webhooks';

const secretShown = (made: WebhookCreated): ShownOnce => ({
  title: 'Webhook made',
  label: 'Signing secret',
  value: made.secret,
  intro: `Deliveries to ${made.url} are signed with this secret (Standard Webhooks: the webhook-signature header). Your receiver needs it to check that a delivery came from Veritag.`,
});

/**
 * Ours (decision 0455): the company's webhook subscriptions. New webhook subscribes a URL to event
 * types and shows its signing secret once; Deliveries opens a subscription's delivery log;
 * Resume sends again to a paused one; Delete ends one. Each button shows by the rule the server
 * enforces on its call.
 */
export default function WebhookList() {
  const { state, reload } = useLoad(() => api.call(webhookCalls.list));
  const [making, setMaking] = useState(false);
  const [shown, setShown] = useState<ShownOnce | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);

  const resume = async (webhook: Webhook) => {
    try {
      await api.call(webhookCalls.resume, { params: { id: webhook.id } });
      showToast({
        tone: 'success',
        detail: `${webhook.url} is active again`,
        subject: 'webhooks',
      });
    } catch (error) {
      reportFailure(error);
    }
    reload();
  };
  const remove = async (webhook: Webhook) => {
    try {
      await api.call(webhookCalls.remove, { params: { id: webhook.id } });
      showToast({ tone: 'success', detail: `${webhook.url} is deleted`, subject: 'webhooks' });
    } catch (error) {
      reportFailure(error);
    }
    reload();
  };
  const actions: RowActionDeclaration<Webhook>[] = [
    {
      label: 'Deliveries',
      call: webhookCalls.deliveries,
      onAction: (webhook) => go(paths.webhookDeliveries, { id: webhook.id, url: webhook.url }),
    },
    {
      label: 'Resume',
      call: webhookCalls.resume,
      onAction: (webhook) => void resume(webhook),
      isShown: (webhook) => webhook.state === 'paused',
    },
    { label: 'Delete', call: webhookCalls.remove, variant: 'danger', onAction: setRemoving },
  ];
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Integrations' }]} />
      <ListTable
        caption={title}
        source={{
          mode: 'client',
          rows: state.status === 'ready' ? state.data : noWebhooks,
          isLoading: state.status === 'loading',
          error: state.status === 'failed' ? 'The webhooks could not be loaded' : undefined,
        }}
        columns={webhookColumns}
        getRowId={(webhook) => String(webhook.id)}
        describeRow={(webhook) => webhook.url}
        headerActions={[
          { label: 'New webhook', call: webhookCalls.create, onPress: () => setMaking(true) },
        ]}
        rowActions={actions}
        emptyMessage="No webhooks yet"
      />
      <NewWebhookDialog
        open={making}
        onClose={() => setMaking(false)}
        onMade={(made) => {
          setMaking(false);
          setShown(secretShown(made));
          reload();
        }}
      />
      <ShownOnceDialog shown={shown} onDone={() => setShown(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this webhook?"
        description={`Nothing more is sent to ${removing?.url ?? ''}.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
      />
    </>
  );
}

/** Who may open this screen: whoever the server lets list the subscriptions (Integrations, level 1). */
export const access = webhookCalls.list.access;

// One empty array for every render, so the table does not see new rows each time.
const noWebhooks: Webhook[] = [];
