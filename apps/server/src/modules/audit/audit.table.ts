import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/**
 * The audit trail. Logins and targets are kept as text beside the ids: an event must still
 * read "alice deleted bob" after bob's row is gone or renamed. company_id is the company the
 * event belongs to (the target's, or the actor's for a failed login of an unknown name: null).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(companyKey, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorUserId: integer('actor_user_id'),
    actor: text('actor'),
    targetUserId: integer('target_user_id'),
    target: text('target'),
    detail: text('detail').notNull().default(''),
    address: text('address'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_company_created_idx').on(table.companyId, table.createdDate)],
);
