import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/** Vendors of a company (spec 002 section 3); their contact persons live in the contact-people module. */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
  },
  (t) => [index('vendors_company_idx').on(t.companyId)],
);
