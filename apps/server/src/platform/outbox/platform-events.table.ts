import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '@veritag/domain';

/**
 * The outbox: an event of the platform, written in the transaction of the change it reports
 * (outbox.ts), so it exists exactly when the change does. Only events someone listens to are
 * written: with no subscription of the company wanting the type there is nothing to keep.
 */
export const platformEvents = pgTable(
  'platform_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    type: text('type').$type<WebhookEventType>().notNull(),
    /** What a receiver needs, as the module stored it. */
    data: jsonb('data').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('platform_events_company_idx').on(t.companyId, t.occurredAt)],
);
