import { randomBytes } from 'node:crypto';
import type { JobTransaction } from '../../platform/jobs';
import type { WebhooksService } from '../webhooks';
import type { EpcisSubscriptionSink } from './epcis-subscription-sink';
import type { StoredEpcisSubscription } from './epcis-stream-filter';

/** A subscription's id in the binding's paths: the webhook subscription's, as text. */
const webhookIdOf = (subscriptionID: string) =>
  /^[1-9][0-9]{0,9}$/.test(subscriptionID) ? Number(subscriptionID) : undefined;

/**
 * The sink on the webhook machinery (decision 0461): an EPCIS subscription is a webhook
 * subscription to `epcis.captured` with the named query as its filter. A client's
 * signatureToken is the HMAC key as it is (its UTF-8 bytes, carried base64 in `whsec_` form as
 * the signer wants); without one the platform makes a `whsec_` secret and shows it once.
 */
export function webhookSubscriptionSink(
  webhooks: Pick<WebhooksService, 'createForEpcis' | 'removeForEpcis'>,
): EpcisSubscriptionSink {
  return {
    async subscribe(tx, order) {
      const made = order.signatureToken === undefined;
      const secret = made
        ? `whsec_${randomBytes(32).toString('base64')}`
        : `whsec_${Buffer.from(order.signatureToken!, 'utf8').toString('base64')}`;
      const stored: StoredEpcisSubscription = {
        query: order.query,
        reportIfEmpty: order.reportIfEmpty,
        trigger: order.trigger,
        ...(order.initialRecordTime ? { initialRecordTime: order.initialRecordTime } : {}),
      };
      const { id, createdAt } = await webhooks.createForEpcis(tx as unknown as JobTransaction, {
        companyId: order.companyId,
        createdBy: order.createdBy,
        url: order.dest,
        secret,
        queryName: order.queryName,
        query: stored,
      });
      return { subscriptionID: String(id), createdAt, ...(made ? { secret } : {}) };
    },
    async unsubscribe(tx, scope, subscriptionID) {
      const id = webhookIdOf(subscriptionID);
      if (id === undefined) return false;
      return (await webhooks.removeForEpcis(tx as unknown as JobTransaction, scope, id)) > 0;
    },
    async unsubscribeAll(tx, scope) {
      await webhooks.removeForEpcis(tx as unknown as JobTransaction, scope);
    },
  };
}
