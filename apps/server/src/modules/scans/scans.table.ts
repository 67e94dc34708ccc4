import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productKey } from '../products';

/**
 * Every scan of a printed code's URL (decision 0254), the evidence the dashboards and reports read.
 * A scan of a code the platform never issued (or a malformed one) is kept too, without a code
 * id or company: made-up codes are what counterfeits print. No foreign keys on the hot path's
 * insert (codes, companies): the code lookup that precedes it already proved them.
 *
 * Sessions live here too: the scan that starts one carries `starts_session`, and the partial
 * unique index on (code, session) of those rows lets two phones that race for the same next
 * session number meet a conflict (the loser reads again) instead of a shared count. It also
 * finds a code's latest session for the next scan's lookup.
 */
export const scans = pgTable(
  'scans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** As scanned (cut to 64 characters); for a known code, its canonical form. */
    code: text('code').notNull(),
    codeId: bigint('code_id', { mode: 'number' }),
    companyId: integer('company_id'),
    customerId: integer('customer_id'),
    productId: integer('product_id'),
    verdict: text('verdict').notNull(),
    reason: text('reason'),
    /**
     * The device: the id of its signed cookie (decision 0341; older rows hold a digest of the
     * cookie or of the address and browser). Tells sessions apart, names no one.
     */
    device: text('device').notNull(),
    /**
     * A keyed digest of the client's network (IPv4 /24, IPv6 /48), the evidence that two
     * sessions came from different places (scan-evidence.rules.ts); unreadable without the
     * secret, and never the address itself. Null on rows older than it (decision 0341).
     */
    network: text('network'),
    /** The code's scan session this scan belongs to (1 for the first). */
    session: integer('session'),
    startsSession: boolean('starts_session').notNull().default(false),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracyM: real('accuracy_m'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scans_company_created_idx').on(t.companyId, t.createdAt),
    uniqueIndex('scans_code_session_key')
      .on(t.codeId, t.session)
      .where(sql`${t.startsSession}`),
  ],
);

/** Codes that reached their product's threshold of scan sessions (the dashboards list them). */
export const flaggedCodes = pgTable('flagged_codes', {
  codeId: bigint('code_id', { mode: 'number' }).primaryKey(),
  companyId: integer('company_id').notNull(),
  sessions: integer('sessions').notNull(),
  flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull(),
});

/**
 * A product's scan rules beyond the spec's fields (ours): after how many sessions a code is
 * flagged as suspect, and whether reaching that also blacklists it ("max scan count").
 */
export const productScanRules = pgTable('product_scan_rules', {
  productId: integer('product_id').primaryKey().references(productKey, { onDelete: 'cascade' }),
  flagAfterSessions: integer('flag_after_sessions'),
  autoBlacklist: boolean('auto_blacklist').notNull().default(false),
});

/**
 * Spec 002 invalid scans: a person who got "not genuine" reports the product with a name,
 * email and mobile. Kept with the scan it answers and, when the code was known, its customer.
 */
export const invalidScans = pgTable(
  'invalid_scans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scanId: bigint('scan_id', { mode: 'number' }).notNull(),
    companyId: integer('company_id'),
    customerId: integer('customer_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The reporting scan's device and network (decision 0344): a later report of the same session
     * updates this one.
     */
    device: text('device'),
    network: text('network'),
    /** Reports merged into this one (the same person reporting the same code again), this one included. */
    reportCount: integer('report_count').notNull().default(1),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invalid_scans_company_created_idx').on(t.companyId, t.createdAt),
    index('invalid_scans_code_idx').on(t.code, t.lastReportedAt),
  ],
);
