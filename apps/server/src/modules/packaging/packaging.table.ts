import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PackagingLevelRecord } from '@veritag/domain';
import { companyKey } from '../companies';
import { productKey } from '../products';

/** The chain of levels as stored: the root's parent name and count 1, then each child. */
export interface StoredPackagingConfig {
  parentName: string;
  count: number;
  child?: PackagingLevelRecord | null;
}

/**
 * Packagings of a company (spec 002 section 3). The chain of levels is one jsonb value in the
 * contract's own nested shape: it is always read and written whole with its packaging, never
 * searched by level, and a levels table would only be folded back into the same nesting.
 */
export const packagings = pgTable(
  'packagings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    productId: integer('product_id').notNull().references(productKey, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    packagingConfig: jsonb('packaging_config').$type<StoredPackagingConfig>().notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
  },
  (t) => [
    index('packagings_company_idx').on(t.companyId, t.id),
    index('packagings_product_idx').on(t.productId),
    index('packagings_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
