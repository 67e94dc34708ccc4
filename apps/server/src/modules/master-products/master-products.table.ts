import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/**
 * Master products, the SKU records token data is ordered against (spec 002 section 3,
 * "matnr"). The amount is money: numeric, read back as a number.
 */
export const masterProducts = pgTable(
  'master_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    tokenType: text('token_type').notNull(),
    packSize: integer('pack_size').notNull(),
    description: text('description'),
    primeString: text('prime_string').notNull(),
    colorCode: text('color_code').notNull(),
    painterTokenCode: text('painter_token_code').notNull(),
    amount: numeric('amount', { precision: 17, scale: 2, mode: 'number' }).notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
  },
  (t) => [index('master_products_company_idx').on(t.companyId, t.color)],
);
