import type { StatementFanOut } from '../../platform/outbox';

/**
 * Plain webhooks' fan-out inside a change's one statement (decision 0462), the same as
 * `fanOut` does in a transaction for subscriptions of the plain filter (subscription-filter.ts),
 * which claims exactly the rows without an EPCIS query.
 *
 * The gate opens only when every active subscriber of those companies and types is a plain
 * webhook whose pump is already queued or running (`pump_queued`): a statement cannot queue a
 * job, so the first event after a quiet spell takes the transaction path, which queues the
 * pump, and the flood behind it (the pump lingers) takes this one. The subscribers are locked
 * `for key share`: a pump letting go holds its row `for update` while it finds the queue empty
 * and clears `pump_queued`, so either this statement waits and then reads the flag cleared (and
 * stays closed), or the pump waits and then finds these deliveries. No delivery is left
 * without a pump, as on the transaction path (decision 0451).
 *
 * The webhook-id: `msg_` and 16 random bytes in base64url, as messageId() makes them; here
 * those of a random UUID (122 random bits).
 */
export const plainWebhooksInStatement: StatementFanOut = {
  gate: ({ companies, types }) => `platform_event_subscribers as materialized (
      select id, company_id, events, epcis_query_name is null as plain, pump_queued
      from webhook_subscriptions
      where state = 'active' and company_id = any(${companies}) and events && ${types}
      for key share
    ),
    platform_event_gate as (
      select not exists (
        select 1 from platform_event_subscribers where not (plain and pump_queued)
      ) as open
    )`,
  fanOut: ({ now }) => `webhook_fanned_out as (
      insert into webhook_deliveries (subscription_id, event_id, message_id, created_at)
      select s.id, e.id,
        'msg_' || rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '='),
        ${now}
      from platform_recorded_events e
      join platform_event_subscribers s on s.company_id = e.company_id and e.type = any(s.events)
      order by e.id, s.id
    )`,
};
