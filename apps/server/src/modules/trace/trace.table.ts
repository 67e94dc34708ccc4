import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/*
 * Track and trace (decision 0303). Codes are referred to by codes.id with no foreign key, as the
 * blacklist does: every id written here was read from codes in the same transaction, codes
 * are never deleted, and a per-row check would double the cost of packing 100,000 codes.
 * Code texts are copies (a code never changes) so lists and refusals name codes without
 * reading another module's table. Products are referred to by id the same way.
 */

/**
 * Every accepted event, as received (for the history export) and as understood. `code_ids`
 * holds every code the event names (parent, children, epcList), so a code's history is one
 * indexed lookup. Ids are taken from the sequence before the insert (by default identity),
 * so the rows that point at an event are written in the same statement as the events.
 */
export const traceEvents = pgTable(
  'trace_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    /** aggregation or object. */
    type: text('type').notNull(),
    /** ADD, DELETE or OBSERVE. */
    action: text('action').notNull(),
    bizStep: text('biz_step').notNull(),
    parentCodeId: bigint('parent_code_id', { mode: 'number' }),
    codeIds: bigint('code_ids', { mode: 'number' }).array().notNull(),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    eventTimeZoneOffset: text('event_time_zone_offset').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedBy: text('recorded_by').notNull(),
    readPoint: text('read_point'),
    bizLocation: text('biz_location'),
    consignmentId: integer('consignment_id'),
    event: jsonb('event').notNull(),
    /** The EPCIS event ID: the event's own, or its hash; one event is stored once (null: before IDs were kept). */
    epcisEventId: text('epcis_event_id'),
  },
  (t) => [
    index('trace_events_company_idx').on(t.companyId, t.eventTime),
    index('trace_events_codes_idx').using('gin', t.codeIds),
    uniqueIndex('trace_events_epcis_id_idx').on(t.companyId, t.epcisEventId),
  ],
);

/**
 * What is packed in what now. The child is the key: a code is in at most one parent. Nesting is
 * allowed (a carton in a pallet); capture refuses a cycle. The child's product is kept, so the
 * units under a pallet are counted per product without reading codes.
 */
export const codeAggregation = pgTable(
  'code_aggregation',
  {
    childCodeId: bigint('child_code_id', { mode: 'number' }).primaryKey(),
    childCode: text('child_code').notNull(),
    childProductId: integer('child_product_id'),
    parentCodeId: bigint('parent_code_id', { mode: 'number' }).notNull(),
    parentCode: text('parent_code').notNull(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
  },
  (t) => [index('code_aggregation_parent_idx').on(t.parentCodeId)],
);

export const stockStates = ['IN_STOCK', 'SHIPPED', 'RECEIVED'] as const;

/** Where each code taken into stock is now: in stock, shipped in a consignment, or received at its destination. */
export const codeStock = pgTable(
  'code_stock',
  {
    codeId: bigint('code_id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    /** Null for a container (a code with codes packed in it): units are its leaves. */
    productId: integer('product_id'),
    state: text('state').notNull(),
    consignmentId: integer('consignment_id'),
    inventoryItemId: integer('inventory_item_id'),
    inwardAt: timestamp('inward_at', { withTimezone: true }).notNull(),
    outwardAt: timestamp('outward_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [index('code_stock_company_idx').on(t.companyId, t.state)],
);

/**
 * One row per company and product (spec 002 inventory_list): quantity is the units taken in
 * ('Actual Quantity'), inward_quantity the units shipped out (shown under 'Ontward Quantity',
 * the spec's field name kept), remaining_quantity what is in stock.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    inwardQuantity: integer('inward_quantity').notNull().default(0),
    remainingQuantity: integer('remaining_quantity').notNull().default(0),
    outwardDate: timestamp('outward_date', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('inventory_items_product_key').on(t.companyId, t.productId),
    index('inventory_items_created_idx').on(t.companyId, t.createdDate),
  ],
);

/** Each stock move of a product: an inward (the expanded row of the list) or an outward, with the event that made it. */
export const inventoryEntries = pgTable(
  'inventory_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    /** INWARD or OUTWARD. */
    direction: text('direction').notNull(),
    quantity: integer('quantity').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('inventory_entries_item_idx').on(t.inventoryItemId, t.createdDate),
    index('inventory_entries_company_idx').on(t.companyId, t.createdDate),
  ],
);

export const consignments = pgTable(
  'consignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    /** Top-level objects shipped (pallets, cartons or loose units). */
    noOfBox: integer('no_of_box').notNull().default(0),
    /** IN_TRANSIT, PARTIALLY_RECEIVED or RECEIVED. */
    overallStatus: text('overall_status').notNull(),
    sendingDate: timestamp('sending_date', { withTimezone: true }).notNull(),
    /** Null when the shipping event named no destination (EPCIS leaves it optional). */
    destinationName: text('destination_name'),
    destinationLatitude: doublePrecision('destination_latitude'),
    destinationLongitude: doublePrecision('destination_longitude'),
    receivedDate: timestamp('received_date', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('consignments_reference_key').on(t.companyId, t.reference),
    index('consignments_created_idx').on(t.companyId, t.createdDate),
  ],
);

/** Every code a consignment carries: the top-level objects shipped, and what is packed in them. */
export const consignmentItems = pgTable(
  'consignment_items',
  {
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    codeId: bigint('code_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    productId: integer('product_id'),
    topLevel: boolean('top_level').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.consignmentId, t.codeId] }),
    index('consignment_items_code_idx').on(t.codeId),
  ],
);

/**
 * The EPCIS REST binding's capture jobs (decision 0442): what became of each document posted to
 * /epcis/capture. The document is captured before the answer, so a job is finished when it is
 * written; the row stays for the sender to read its outcome.
 */
export const captureJobs = pgTable(
  'epcis_capture_jobs',
  {
    id: uuid('id').primaryKey(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    success: boolean('success').notNull(),
    /** The problem that refused the document, or null. */
    problem: jsonb('problem'),
    /** The capture's reply (event ids and counts) when it was stored. */
    result: jsonb('result'),
  },
  (t) => [index('epcis_capture_jobs_company_idx').on(t.companyId, t.createdAt)],
);
