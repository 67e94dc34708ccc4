import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WebhookDeliveryState, WebhookEventType, WebhookState } from '@veritag/domain';
import { platformEvents } from '../../platform/outbox';
import { companyKey } from '../companies';

/**
 * A company's subscription of an HTTPS URL to event types. Its signing secret is sealed
 * (platform/sealed-text.ts). `pumpQueued` and the lease say who sends its queue (webhook-pump.ts).
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    state: text('state').$type<WebhookState>().notNull().default('active'),
    pausedReason: text('paused_reason'),
    /** Deliveries that finally failed in a row; a success sets it back to 0. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** For EPCIS subscriptions (a later feature): the named query, and the query itself. */
    epcisQueryName: text('epcis_query_name'),
    epcisQuery: jsonb('epcis_query'),
    /** A pump job is queued or running for this queue: a new delivery need not queue another. */
    pumpQueued: boolean('pump_queued').notNull().default(false),
    /** The pump run sending this queue now, and until when its claim holds without renewal. */
    leaseRun: uuid('lease_run'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    index('webhook_subscriptions_company_idx').on(t.companyId),
    check('webhook_subscriptions_state_check', sql`${t.state} in ('active', 'paused')`),
  ],
);

/** One event to one subscription, with how its attempts went. `messageId` is the webhook-id. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => platformEvents.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    /** Attempts since it was queued (a resend starts again from 0). */
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_key').on(t.messageId),
    index('webhook_deliveries_subscription_idx').on(t.subscriptionId, t.id),
    // The queue's head: a subscription's oldest delivery still to send.
    index('webhook_deliveries_waiting_idx')
      .on(t.subscriptionId, t.id)
      .where(sql`${t.state} in ('pending', 'retrying')`),
    check(
      'webhook_deliveries_state_check',
      sql`${t.state} in ('pending', 'retrying', 'delivered', 'failed')`,
    ),
  ],
);
