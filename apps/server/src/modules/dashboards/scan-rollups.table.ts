import {
  bigint,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Rollups of the scans table for the dashboards (decision 0286: a year of 10,000,000 scans answers
 * in under 300 ms). Each holds the scans up to the watermark's id; a query adds the scans after it
 * (the tail, a minute or so of scans) in the same snapshot, so every figure is the direct count.
 * Only scans of known codes are rolled up: a made-up code has no company to show it to.
 * `customer_id` is 0 for a scan without a customer, so it can be part of the key.
 */

/** Scans per quarter of an hour: every time zone's days are whole quarters, so day charts in any zone are exact. */
export const scanQuarterCounts = pgTable(
  'scan_quarter_counts',
  {
    companyId: integer('company_id').notNull(),
    customerId: integer('customer_id').notNull(),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    valid: integer('valid').notNull(),
    invalid: integer('invalid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.quarter, t.customerId] })],
);

/**
 * Located scans per UTC day and square of 0.1 degree (about 11 km), with the sums of their
 * positions: a square's cluster sits at the mean of its scans, not at the square's corner.
 */
export const scanDailyCells = pgTable(
  'scan_daily_cells',
  {
    companyId: integer('company_id').notNull(),
    customerId: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cellLat: integer('cell_lat').notNull(),
    cellLng: integer('cell_lng').notNull(),
    valid: integer('valid').notNull(),
    invalid: integer('invalid').notNull(),
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.customerId, t.cellLat, t.cellLng] })],
);

/** Scans per product and UTC day: the top products and the monthly chart of the main dashboard. */
export const scanDailyProducts = pgTable(
  'scan_daily_products',
  {
    companyId: integer('company_id').notNull(),
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    valid: integer('valid').notNull(),
    invalid: integer('invalid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.customerId, t.productId] })],
);

/** The id of the last scan the rollups hold (one row). */
export const scanRollupMark = pgTable('scan_rollup_mark', {
  id: integer('id').primaryKey(),
  lastScanId: bigint('last_scan_id', { mode: 'number' }).notNull(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
});
