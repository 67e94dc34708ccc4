import * as v from 'valibot';
import { messages } from '../messages/messages';

/** What a webhook subscribes to (decision 0452): each is recorded with the change it reports. */
export const webhookEventTypes = [
  'scan.recorded',
  'scan.first',
  'invalid_scan.reported',
  'code.blacklisted',
  'code.binned',
  'epcis.captured',
  'job.completed',
  'job.failed',
  'consignment.received',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'scan.recorded': 'A code was scanned (with its verdict)',
  'scan.first': 'A code was scanned for the first time',
  'invalid_scan.reported': 'A shopper reported an invalid scan',
  'code.blacklisted': 'A code was blacklisted',
  'code.binned': 'A code was put in the smart bin',
  'epcis.captured': 'An EPCIS event was captured',
  'job.completed': 'A job finished (token batch, print data, report)',
  'job.failed': 'A job failed',
  'consignment.received': 'A consignment was received',
};

/** The prefix of a subscription's signing secret, as the Standard Webhooks convention has it. */
export const webhookSecretPrefix = 'whsec_';
export const maxWebhookUrlLength = 2000;

/** An absolute http(s) URL; whether plain http or a private address is allowed, the server decides. */
export const WebhookUrlSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(maxWebhookUrlLength, messages.maxLength(maxWebhookUrlLength)),
  v.url('Enter a full URL, starting with https://'),
  v.check((url) => /^https?:\/\//i.test(url), 'Enter a full URL, starting with https://'),
);

export const WebhookEventsSchema = v.pipe(
  v.array(
    v.picklist(webhookEventTypes, `Choose events from: ${webhookEventTypes.join(', ')}`),
    'Choose events',
  ),
  v.minLength(1, 'Choose at least one event'),
  v.check((events) => new Set(events).size === events.length, 'Choose each event once'),
);

/** `POST /api/webhooks`. */
export const WebhookRequestSchema = v.object({
  url: WebhookUrlSchema,
  events: WebhookEventsSchema,
});
export type WebhookRequest = v.InferOutput<typeof WebhookRequestSchema>;

export const webhookStates = ['active', 'paused'] as const;
export type WebhookState = (typeof webhookStates)[number];

export const WebhookSchema = v.object({
  id: v.number(),
  url: v.string(),
  events: v.array(v.picklist(webhookEventTypes)),
  state: v.picklist(webhookStates),
  /** Why it was paused (the last failure), when it is. */
  pausedReason: v.nullable(v.string()),
  createdBy: v.string(),
  createdAt: v.string(),
});
export type Webhook = v.InferOutput<typeof WebhookSchema>;

/** The reply of making a subscription: its signing secret, shown this once. */
export const WebhookCreatedSchema = v.object({ ...WebhookSchema.entries, secret: v.string() });
export type WebhookCreated = v.InferOutput<typeof WebhookCreatedSchema>;

export const webhookDeliveryStates = ['pending', 'delivered', 'retrying', 'failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

/** One event sent (or to be sent) to one subscription, with how its attempts went. */
export const WebhookDeliverySchema = v.object({
  id: v.number(),
  /** The `webhook-id` header: the same on every attempt and on a resend. */
  messageId: v.string(),
  type: v.picklist(webhookEventTypes),
  state: v.picklist(webhookDeliveryStates),
  attempts: v.number(),
  /** The receiver's HTTP status on the last attempt; null when it gave none (timeout, refused). */
  lastStatus: v.nullable(v.number()),
  lastError: v.nullable(v.string()),
  nextAttemptAt: v.nullable(v.string()),
  deliveredAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>;
