import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/**
 * The counters of every public door's limits, shared by all API processes. The columns are
 * rate-limiter-flexible's own for PostgreSQL (key, points, expire in epoch milliseconds): the
 * library reads and writes them, this schema only makes the table through the migrations,
 * so PGlite and PostgreSQL get the same one.
 */
export const publicRateLimits = pgTable('public_rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Floods of unknown-code lookups (decision 0339): while the unknown lookups of a window pass the
 * threshold, every client's unknown lookups cost more. One row per episode, platform-wide
 * (company_id null: codes that name no company) or of one company (Digital Links under its
 * GTINs); the dashboards list them.
 */
export const lookupFloods = pgTable(
  'lookup_floods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(companyKey, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The most unknown lookups counted in one window of the episode. */
    peakLookups: integer('peak_lookups').notNull(),
  },
  (t) => [index('lookup_floods_company_started_idx').on(t.companyId, t.startedAt)],
);
