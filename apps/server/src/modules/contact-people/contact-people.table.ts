import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/**
 * Contact persons of customers, plants and vendors in one table. The owner is a kind and an
 * id rather than a foreign key per owner table, so the owners' modules stay apart; each
 * owner removes its contact persons in the transaction that removes it.
 */
export const contactPersons = pgTable(
  'contact_persons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    name: text('name').notNull(),
    designation: text('designation'),
    email: text('email').notNull(),
    mobile: text('mobile'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_persons_owner_idx').on(t.ownerKind, t.ownerId)],
);
