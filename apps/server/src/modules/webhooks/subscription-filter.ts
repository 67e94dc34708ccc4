import type { WebhookEventType } from '@veritag/domain';
import type { PlatformEvent } from '../../platform/outbox';

/** A subscription as fan-out and delivery see it. */
export interface SubscriptionForFilter {
  id: number;
  events: readonly WebhookEventType[];
  epcisQueryName: string | null;
  epcisQuery: unknown;
}

/**
 * The one seam of fan-out (decision 0449): which subscriptions an event goes to, and the body
 * each receives. Plain webhooks use `plainWebhooks`; EPCIS subscriptions (a later feature) add
 * a filter that matches their query and answers an EPCISQueryDocument. The first registered
 * filter that claims a subscription decides for it. A filter other than the plain one claims
 * only rows with an EPCIS query: the one-statement fan-out (statement-fan-out.ts, decision
 * 0462) takes every other row for a plain webhook.
 */
export interface SubscriptionFilter {
  /** Whether this filter speaks for the subscription at all. */
  claims(subscription: SubscriptionForFilter): boolean;
  accepts(subscription: SubscriptionForFilter, event: PlatformEvent): boolean;
  payloadOf(subscription: SubscriptionForFilter, event: PlatformEvent): unknown;
}

/** The Standard Webhooks body: the event's id, type, time and data as stored. */
export const plainWebhooks: SubscriptionFilter = {
  claims: (subscription) => subscription.epcisQueryName === null,
  accepts: (subscription, event) => subscription.events.includes(event.type),
  payloadOf: (_subscription, event) => ({
    id: `evt_${event.id}`,
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: event.data,
  }),
};
