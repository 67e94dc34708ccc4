import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/**
 * Consumer scans far from the destination of the consignment that carried the code (decision 0330).
 * What the list shows is copied at flagging time (code, consignment reference, destination), so
 * the list reads no other module's tables but the products it names, and a consignment that
 * later changes does not rewrite what was seen. The scan's exact place is kept as evidence;
 * replies round it (see the contract). One row per scan: its place is set only once.
 */
export const geoDiversions = pgTable(
  'geo_diversions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scanId: bigint('scan_id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    customerId: integer('customer_id'),
    codeId: bigint('code_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    productId: integer('product_id'),
    consignmentId: integer('consignment_id').notNull(),
    consignmentReference: text('consignment_reference').notNull(),
    destinationName: text('destination_name').notNull(),
    destinationLatitude: doublePrecision('destination_latitude').notNull(),
    destinationLongitude: doublePrecision('destination_longitude').notNull(),
    scanLatitude: doublePrecision('scan_latitude').notNull(),
    scanLongitude: doublePrecision('scan_longitude').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    /** When the code was scanned: the list's date and the map's range read it. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('geo_diversions_scan_key').on(t.scanId),
    index('geo_diversions_company_scanned_idx').on(t.companyId, t.scannedAt),
  ],
);
