import {
  boolean,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { customerKey } from '../customers';
import { productKey } from '../products';

/**
 * Plants of a company, each making products of one customer (spec 002 section 3). The text
 * columns of the list carry trigram indexes: its Contains filters are ILIKE '%text%'.
 */
export const plants = pgTable(
  'plants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    customerId: integer('customer_id').notNull().references(customerKey, { onDelete: 'restrict' }),
    plantCode: text('plant_code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    allowAllProduct: boolean('allow_all_product').notNull().default(false),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
  },
  (t) => [
    index('plants_company_idx').on(t.companyId, t.id),
    index('plants_customer_idx').on(t.customerId),
    index('plants_plant_code_trgm').using('gin', t.plantCode.op('gin_trgm_ops')),
    index('plants_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('plants_address_trgm').using('gin', t.address.op('gin_trgm_ops')),
  ],
);

/**
 * This module's named read for the print runs' figures (the codes printed per plant on the main
 * dashboard): each plant's id, company, code and name, joined inside their query.
 */
export const plantNames = pgView('plant_names').as((qb) =>
  qb
    .select({
      id: plants.id,
      companyId: plants.companyId,
      plantCode: plants.plantCode,
      name: plants.name,
    })
    .from(plants),
);

/**
 * The products a plant makes and how many labels go on one of its rolls. A product appears
 * once per plant; the row goes with its plant, and a product in use by a plant cannot be
 * deleted from under it.
 */
export const plantProducts = pgTable(
  'plant_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(productKey, { onDelete: 'restrict' }),
    noOfLabelPerRoll: integer('no_of_label_per_roll').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plant_products_plant_product_idx').on(t.plantId, t.productId),
    index('plant_products_product_idx').on(t.productId),
  ],
);
