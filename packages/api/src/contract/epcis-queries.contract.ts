import * as v from 'valibot';
import {
  access,
  EpcisEventsQuerySchema,
  EpcisNamedQueryRequestSchema,
  EpcisNamedQuerySchema,
  EpcisQueryDocumentSchema,
  EpcisQueryNameParamsSchema,
  EpcisSubscriptionCreatedSchema,
  EpcisSubscriptionParamsSchema,
  EpcisSubscriptionRequestSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { traceAccess } from './trace-events.contract';

const ours =
  'not in the spec: EPCIS 2.0 REST binding, named queries and subscriptions (decision 0459)';

/**
 * The EPCIS 2.0 REST binding's named queries (decision 0459): a query made of the standard
 * parameters, kept under a name, run on demand, and subscribed to by a webhook destination.
 * The queries are reads of the trail (Track & Trace, scope trace:read); a subscription sends
 * the trail out of the platform, so it is an integration (Integrations, level 2).
 */
export const epcisQueryCalls = {
  list: defineCall({
    method: 'GET',
    path: '/epcis/queries',
    access: traceAccess,
    scope: 'trace:read',
    summary: "The company's named EPCIS queries, by name.",
    reply: v.array(EpcisNamedQuerySchema),
    ours,
  }),
  create: defineCall({
    method: 'POST',
    path: '/epcis/queries',
    access: traceAccess,
    scope: 'trace:read',
    summary:
      'Keeps a query of the standard parameters (those GET /epcis/events answers, without perPage and nextPageToken) ' +
      'under a name unique in the company; answers 201 with its Location. A name taken answers 409.',
    body: EpcisNamedQueryRequestSchema,
    reply: EpcisNamedQuerySchema,
    ours,
  }),
  find: defineCall({
    method: 'GET',
    path: '/epcis/queries/:name',
    access: traceAccess,
    scope: 'trace:read',
    summary: 'A named query: its name and parameters.',
    params: EpcisQueryNameParamsSchema,
    reply: EpcisNamedQuerySchema,
    ours,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/epcis/queries/:name',
    access: traceAccess,
    scope: 'trace:read',
    summary: 'Removes a named query and ends every subscription to it.',
    params: EpcisQueryNameParamsSchema,
    reply: 'empty',
    ours,
  }),
  events: defineCall({
    method: 'GET',
    path: '/epcis/queries/:name/events',
    access: traceAccess,
    scope: 'trace:read',
    summary:
      'Runs a named query: the events GET /epcis/events answers for its parameters, as an EPCISQueryDocument named ' +
      'after the query, perPage at a time with the next page in a Link header.',
    params: EpcisQueryNameParamsSchema,
    query: v.pick(EpcisEventsQuerySchema, ['perPage', 'nextPageToken']),
    reply: EpcisQueryDocumentSchema,
    ours,
  }),
  subscribe: defineCall({
    method: 'POST',
    path: '/epcis/queries/:name/subscriptions',
    access: access.integrations(2),
    scope: 'trace:read',
    summary:
      'Subscribes a destination URL to a named query: every captured event that matches is sent as an ' +
      'EPCISQueryDocument (stream: true), or, with a schedule (UTC), the events recorded since the last run in one ' +
      'document per run (empty only with reportIfEmpty), through the webhook machinery (signed as ' +
      'Standard Webhooks says, with the signatureToken when given, else with the `whsec_` secret of the reply). ' +
      'Answers 201 with its Location.',
    params: EpcisQueryNameParamsSchema,
    body: EpcisSubscriptionRequestSchema,
    reply: EpcisSubscriptionCreatedSchema,
    ours,
  }),
  unsubscribe: defineCall({
    method: 'DELETE',
    path: '/epcis/queries/:name/subscriptions/:subscriptionId',
    access: access.integrations(2),
    scope: 'trace:read',
    summary: 'Ends a subscription to a named query: nothing more is sent to it.',
    params: EpcisSubscriptionParamsSchema,
    reply: 'empty',
    ours,
  }),
} as const;
