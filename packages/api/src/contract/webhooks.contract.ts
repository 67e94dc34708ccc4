import * as v from 'valibot';
import {
  access,
  IdParamsSchema,
  IdSchema,
  pageSchema,
  WebhookCreatedSchema,
  WebhookDeliverySchema,
  WebhookRequestSchema,
  WebhookSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery } from './shared-schemas';

const ours = 'not in the spec: webhooks (decision 0449)';
const deliveryParams = v.object({
  id: IdSchema,
  deliveryId: IdSchema,
});

/** Ours (decision 0449): HTTPS subscriptions to the platform's events, signed as Standard Webhooks says. */
export const webhookCalls = {
  list: defineCall({
    method: 'GET',
    path: '/webhooks',
    access: access.integrations(1),
    summary: "The company's webhook subscriptions, newest first (never their secrets).",
    reply: v.array(WebhookSchema),
    ours,
  }),
  create: defineCall({
    method: 'POST',
    path: '/webhooks',
    access: access.integrations(2),
    summary:
      'Subscribe an HTTPS URL to event types: the reply holds the `whsec_` signing secret, shown this once. Private and loopback addresses and plain http are refused unless the platform allows them.',
    body: WebhookRequestSchema,
    reply: WebhookCreatedSchema,
    ours,
  }),
  resume: defineCall({
    method: 'POST',
    path: '/webhooks/:id/resume',
    access: access.integrations(2),
    summary: 'Resume a paused subscription: what waited is delivered again, in order.',
    params: IdParamsSchema,
    reply: WebhookSchema,
    ours,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/webhooks/:id',
    access: access.integrations(3),
    summary: 'End a subscription: nothing more is sent to it.',
    params: IdParamsSchema,
    reply: 'empty',
    ours,
  }),
  deliveries: defineCall({
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    access: access.integrations(1),
    summary:
      "A page of a subscription's deliveries, newest first: state, attempts, the receiver's last status.",
    params: IdParamsSchema,
    query: pageQuery(),
    reply: pageSchema(WebhookDeliverySchema),
    ours,
  }),
  resend: defineCall({
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/resend',
    access: access.integrations(2),
    summary: 'Send a delivery again, with the same `webhook-id`, whatever its state.',
    params: deliveryParams,
    reply: WebhookDeliverySchema,
    ours,
  }),
};
