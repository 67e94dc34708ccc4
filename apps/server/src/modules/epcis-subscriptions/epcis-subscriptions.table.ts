import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/**
 * The EPCIS REST binding's named queries (decision 0459): a company's query of the standard
 * parameters under a name of its own. The query is kept as validated (lists as arrays), so a
 * run and a subscription read it back without parsing it again.
 */
export const epcisNamedQueries = pgTable(
  'epcis_named_queries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The unique key also serves a company's list (company_id leads).
  (t) => [uniqueIndex('epcis_named_queries_name_key').on(t.companyId, t.name)],
);
